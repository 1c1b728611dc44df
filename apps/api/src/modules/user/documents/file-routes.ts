import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { openDocumentLink } from './service.ts';

/**
 * `GET /user/document/file?token=`: the bytes a view link grants, to whoever holds the link (it is
 * the link that proves access, for five minutes), shown inline with the file's own type and name.
 */
export const documentFileRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, storage, config, clock },
) => {
  app.get(
    '/document/file',
    {
      schema: {
        summary: 'The document a view link grants (410 once its five minutes are over)',
        querystring: z.object({ token: z.string().min(10).max(2000) }),
      },
    },
    async (request, reply) => {
      const file = await openDocumentLink(
        { db, storage, secret: config.JWT_SECRET, now: clock() },
        request.query.token,
      );
      return reply
        .header('content-type', file.contentType)
        .header('content-disposition', `inline; filename="${file.fileName}"`)
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .send(Buffer.from(file.bytes));
    },
  );
};
