import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import {
  AdminArticle,
  AdminArticleList,
  ArticleFormOptions,
  ArticleInput,
} from '@meridian/domain/cms/articles-admin';
import { AuditLog, AuditParams, AuditQuery, AuditRestoreQuery } from '@meridian/domain/cms/audit';
import { Redirect, RedirectInput, RedirectList } from '@meridian/domain/cms/redirects';
import { Slug } from '@meridian/domain/content/slug';
import { authOf, requirePermission } from '#api/platform/auth/auth-guard.ts';
import { editorChange } from '#api/platform/audit/editor-change.ts';
import { moduleDeps, type ModuleDeps } from '#api/platform/module-deps.ts';
import { mediaUploadRoutes } from './media-upload-routes.ts';
import { testimonialPhotoRoutes } from '#api/modules/cms/home/testimonial-photo-routes.ts';
import { listTestimonialsForBackOffice } from '#api/modules/cms/home/testimonials.service.ts';
import { TestimonialList } from '@meridian/domain/home/schemas';
import { siteAdminRoutes } from './site-routes.ts';
import { pageAdminRoutes } from './page-routes.ts';
import { seoMetaAdminRoutes } from '#api/modules/cms/seo-meta/admin-routes.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { createRoute, readRoute } from '#api/platform/openapi/route-options.ts';
import {
  createArticle,
  getArticleForEditing,
  getArticleFormOptions,
  listArticlesForBackOffice,
  updateArticle,
} from '#api/modules/cms/articles/admin.service.ts';
import { listAudit, restoreVersion } from './audit.service.ts';
import { listRedirects, saveRedirect } from './redirects.service.ts';

const SlugParams = z.object({ slug: Slug });
/** `/cms/admin/…`: the editors' back office (permission `cms_editor`; 401 signed out, 403 others). */
export const cmsAdminRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  addScopeHook(app, requirePermission(PERMISSIONS.cmsEditor));
  const change = editorChange(deps);

  app.get(
    '/articles',
    readRoute('Every article, drafts and scheduled ones too, last changed first', AdminArticleList),
    async () => listArticlesForBackOffice(db),
  );

  app.get(
    '/articles/options',
    readRoute('The categories and authors an article can have', ArticleFormOptions),
    async () => getArticleFormOptions(db),
  );

  app.get(
    '/articles/:slug',
    readRoute('An article as the editor edits it, its body as Markdown', AdminArticle, {
      params: SlugParams,
    }),
    async (request) => getArticleForEditing(db, request.params.slug),
  );

  app.post(
    '/articles',
    createRoute(
      'Write an article: a draft, published now, or scheduled (published with a later publishAt)',
      AdminArticle,
      { body: ArticleInput },
    ),
    async (request) => createArticle(db, request.body, change(request)),
  );

  app.put(
    '/articles/:slug',
    {
      schema: {
        summary: 'Change an article (publish, schedule or unpublish it with status and publishAt)',
        params: SlugParams,
        body: ArticleInput,
        response: { 200: AdminArticle },
      },
    },
    async (request) => updateArticle(db, request.params.slug, request.body, change(request)),
  );

  app.get(
    '/audit',
    readRoute(
      'Changes of one kind of record (one record with key), newest first: who, when, before and after',
      AuditLog,
      {
        querystring: AuditQuery,
      },
    ),
    async (request) => listAudit(db, request.query, authOf(request).permissions),
  );

  app.post(
    '/audit/:auditId/restore',
    {
      schema: {
        summary:
          'Put back the record as this change left it (or, with version=before, found it), itself recorded as a change; answers its history',
        params: AuditParams,
        querystring: AuditRestoreQuery,
        response: { 200: AuditLog },
      },
    },
    async (request) =>
      restoreVersion(
        db,
        request.params.auditId,
        request.query.version,
        change(request),
        authOf(request).permissions,
      ),
  );

  app.get(
    '/redirects',
    readRoute('Redirects and the traffic their old addresses still get', RedirectList),
    async () => listRedirects(db),
  );

  app.post(
    '/redirects',
    createRoute(
      'Redirect an old address (301, 302) or mark it gone (410) or down for maintenance (503)',
      Redirect,
      {
        body: RedirectInput,
      },
    ),
    async (request) => saveRedirect(db, request.body, change(request)),
  );

  app.get(
    '/testimonials',
    readRoute('Every testimonial as the home page shows it, with its student photo', TestimonialList),
    async () => listTestimonialsForBackOffice(db),
  );

  await app.register(mediaUploadRoutes, moduleDeps(deps));
  await app.register(testimonialPhotoRoutes, moduleDeps(deps));
  await app.register(siteAdminRoutes, moduleDeps(deps));
  await app.register(pageAdminRoutes, moduleDeps(deps));
  await app.register(seoMetaAdminRoutes, moduleDeps(deps));
};
