import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Accepted } from '@meridian/domain/accepted';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { moveWebinarStart } from './service.ts';

/**
 * `PUT /dev/webinars/{id}/starts-at`: moves a session (never in production), so a browser test can
 * bring one to the edge of its join window instead of waiting days for it.
 */
export const webinarDevRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.put(
    '/webinars/:id/starts-at',
    {
      schema: {
        summary: 'Moves a webinar’s start (tests)',
        params: z.object({ id: z.coerce.number().int().positive() }),
        body: z.object({ startsAt: z.iso.datetime() }),
        response: { 200: Accepted },
      },
    },
    async (request) => {
      await moveWebinarStart(db, request.params.id, new Date(request.body.startsAt));
      return { status: true as const };
    },
  );
};
