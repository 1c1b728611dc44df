import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminSeoMeta,
  AdminSeoMetaList,
  SeoMetaInput,
  SeoMetaPathQuery,
} from '@meridian/domain/seo/seo-meta-admin';
import { editorChange } from '#api/platform/audit/editor-change.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { createRoute, readRoute } from '#api/platform/openapi/route-options.ts';
import { listSeoMeta, removeSeoMeta, saveSeoMeta } from './admin.service.ts';

/** `/cms/admin/seo-meta`: the per-path meta `GET /cms/meta` serves, edited and audited. */
export const seoMetaAdminRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  const change = editorChange(deps);

  app.get('/seo-meta', readRoute('Every path with SEO meta overrides, by path', AdminSeoMetaList), async () =>
    listSeoMeta(db),
  );

  app.post(
    '/seo-meta',
    createRoute(
      'Set the title, description, canonical and robots of a path (adds or changes it)',
      AdminSeoMeta,
      {
        body: SeoMetaInput,
      },
    ),
    async (request) => saveSeoMeta(db, request.body, change(request)),
  );

  app.delete(
    '/seo-meta',
    readRoute(
      'Remove the SEO meta of a path (a restore brings it back); answers the rest',
      AdminSeoMetaList,
      {
        querystring: SeoMetaPathQuery,
      },
    ),
    async (request) => {
      await removeSeoMeta(db, request.query.path, change(request));
      return listSeoMeta(db);
    },
  );
};
