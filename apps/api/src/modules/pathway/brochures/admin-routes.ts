import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import {
  AdminUniversity,
  AdminUniversityList,
  AdminUniversityQuery,
  BROCHURE_MAX_BYTES,
  BrochureUpload,
} from '@meridian/domain/catalogue/brochure-admin';
import type { UploadedFile } from '@meridian/domain/profile/documents';
import { Slug } from '@meridian/domain/content/slug';
import { requirePermission } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { megabytes, registerMultipartBody } from '#api/platform/multipart-body.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { refuseUnstorableInputIn } from '#api/platform/refuse-unstorable-input.ts';
import { editorChange } from '#api/platform/audit/editor-change.ts';
import { listAdminUniversities, removeBrochureUpload, uploadBrochure } from './admin.service.ts';

const SlugParams = z.object({ slug: Slug });

/**
 * `/pathway/admin/universities…`: the Catalogue page's universities and their brochure PDFs
 * (catalogue content: editors and admins), in its own scope for the multipart parser.
 */
export const brochureAdminRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, storage } = deps;
  addScopeHook(app, requirePermission(PERMISSIONS.cmsEditor));
  const change = editorChange(deps);
  await registerMultipartBody(app, {
    file: {
      field: 'file',
      noun: 'brochure',
      maxBytes: BROCHURE_MAX_BYTES,
      value: (bytes, fileName): UploadedFile => ({ bytes, fileName }),
    },
    limits: { fields: 2, fieldSize: 1000 },
  });

  app.get(
    '/universities',
    readRoute(
      'Universities by name or slug (search), best ranked first, with their brochure and any uploaded PDF',
      AdminUniversityList,
      { querystring: AdminUniversityQuery },
    ),
    async (request) => listAdminUniversities(db, request.query),
  );

  app.put(
    '/universities/:slug/brochure',
    {
      schema: {
        summary: `Upload the university's brochure (a PDF by its bytes, ${megabytes(BROCHURE_MAX_BYTES)} at most): brochure requests then send it instead of the generated one`,
        consumes: ['multipart/form-data'],
        params: SlugParams,
        body: BrochureUpload,
        response: { 200: AdminUniversity },
      },
      preValidation: refuseUnstorableInputIn,
    },
    async (request) =>
      uploadBrochure(
        { db, storage, log: request.log },
        request.params.slug,
        request.body.file,
        change(request),
      ),
  );

  app.delete(
    '/universities/:slug/brochure',
    readRoute('Remove the uploaded brochure: requests send the generated one again', AdminUniversity, {
      params: SlugParams,
    }),
    async (request) => removeBrochureUpload(db, request.params.slug, change(request)),
  );
};
