import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MediaParams } from '@meridian/domain/content/media';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readImage } from '#api/platform/images/image-upload.service.ts';

/** `GET /cms/media/{id}/{width}.webp`: an uploaded picture, public and never changing (a new upload gets a new id). */
export const mediaRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { storage }) => {
  app.get(
    '/media/:mediaId/:file',
    { schema: { summary: 'One width of an uploaded picture (WebP)', params: MediaParams } },
    async (request, reply) => {
      const bytes = await readImage(storage, request.params.mediaId, request.params.file);
      return reply
        .type('image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(bytes));
    },
  );
};
