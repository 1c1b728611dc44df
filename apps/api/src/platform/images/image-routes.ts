import type { onRequestHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { ImageUpload, RecordImage } from '@meridian/domain/content/media';
import { IMAGE_MAX_BYTES } from '@meridian/domain/content/media-sizes';
import { editorChange } from '#api/platform/audit/editor-change.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { megabytes, registerMultipartBody } from '#api/platform/multipart-body.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { refuseUnstorableInputIn } from '#api/platform/refuse-unstorable-input.ts';
import { attachImage, detachImage, type ImageSlot } from './record-image.service.ts';

/** One record picture's address (`/universities/:key/logo`) and what its documentation calls it. */
export interface ImageRoute {
  path: `/${string}/:key/${string}`;
  params: z.ZodObject<{ key: z.ZodType<string | number> }>;
  // Each route names its own kind of record; the routes only pass it through.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  slot: ImageSlot<any>;
  /** `the university's logo`. */
  what: string;
}

/**
 * `PUT` (a multipart `file`) and `DELETE` of record pictures, one scope for the multipart parser,
 * every route behind `guard`: the upload, sniffing, storing and audit are `attachImage`'s.
 */
export function imageRoutes(
  guard: onRequestHookHandler,
  routes: readonly ImageRoute[],
): FastifyPluginAsyncZod<ModuleDeps> {
  return async (app, deps) => {
    const { db, storage } = deps;
    addScopeHook(app, guard);
    const change = editorChange(deps);
    await registerMultipartBody(app, {
      file: { field: 'file', noun: 'picture', maxBytes: IMAGE_MAX_BYTES },
      limits: { fields: 1, fieldSize: 100 },
    });
    for (const route of routes) {
      app.put(
        route.path,
        {
          schema: {
            summary: `Upload ${route.what} (PNG, JPEG or WebP by its bytes, ${megabytes(IMAGE_MAX_BYTES)} at most), audited`,
            consumes: ['multipart/form-data'],
            params: route.params,
            body: ImageUpload,
            response: { 200: RecordImage },
          },
          preValidation: refuseUnstorableInputIn,
        },
        async (request) => ({
          image: await attachImage(
            { db, storage, log: request.log },
            route.slot,
            String(request.params.key),
            request.body.file,
            change(request),
          ),
        }),
      );
      app.delete(
        route.path,
        readRoute(`Remove ${route.what}: pages draw its fallback again (audited)`, RecordImage, {
          params: route.params,
        }),
        async (request) => {
          await detachImage(db, route.slot, String(request.params.key), change(request));
          return { image: null };
        },
      );
    }
  };
}
