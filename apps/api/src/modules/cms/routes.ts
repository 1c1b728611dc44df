import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SeoMeta, SeoMetaQuery } from '@meridian/domain/seo/schemas';
import { serviceHealthRoute } from '../../platform/service-health.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { getSeoMeta } from './service.ts';
import { articleRoutes } from './articles/routes.ts';
import { examRoutes } from './exams/routes.ts';
import { knowledgeBaseRoutes } from './knowledge-base/routes.ts';
import { directoryRoutes } from './directory/routes.ts';
import { scholarshipRoutes } from './scholarships/routes.ts';
import { pageRoutes } from './pages/routes.ts';

export const cmsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  await app.register(serviceHealthRoute('cms'));

  app.get(
    '/meta',
    {
      schema: {
        tags: ['cms'],
        summary: 'SEO meta of a page: title, description, canonical, redirect or custom status',
        querystring: SeoMetaQuery,
        response: { 200: SeoMeta },
      },
    },
    async (request) => getSeoMeta(db, request.query),
  );

  for (const plugin of [
    articleRoutes,
    examRoutes,
    knowledgeBaseRoutes,
    directoryRoutes,
    scholarshipRoutes,
    pageRoutes,
  ]) {
    await app.register(plugin, { db, config });
  }
};
