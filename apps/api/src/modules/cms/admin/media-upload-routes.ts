import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UploadedMedia } from '@meridian/domain/content/media';
import { IMAGE_MAX_BYTES } from '@meridian/domain/content/media-sizes';
import { authOf } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { registerMultipartBody } from '#api/platform/multipart-body.ts';
import { refuseUnstorableInputIn } from '#api/platform/refuse-unstorable-input.ts';
import { uploadMedia } from './media.service.ts';

const MediaUpload = z.object({
  file: z.custom<Buffer>((value) => Buffer.isBuffer(value), 'a picture file is required'),
  alt: z.string().trim().min(3).max(200),
});

/** `POST /cms/admin/media`: a picture for an article, in its own scope for the multipart parser. */
export const mediaUploadRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, storage }) => {
  await registerMultipartBody(app, {
    file: { field: 'file', noun: 'picture', maxBytes: IMAGE_MAX_BYTES },
    limits: { fields: 5, fieldSize: 1000 },
  });
  app.post(
    '/media',
    {
      schema: {
        summary:
          'Upload a picture (PNG, JPEG or WebP by its bytes, 8 MB at most), stored at each breakpoint width',
        consumes: ['multipart/form-data'],
        body: MediaUpload,
        response: { 201: UploadedMedia },
      },
      preValidation: refuseUnstorableInputIn,
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await uploadMedia(
            { db, storage },
            { bytes: request.body.file, alt: request.body.alt, uploadedBy: authOf(request).userId },
          ),
        ),
  );
};
