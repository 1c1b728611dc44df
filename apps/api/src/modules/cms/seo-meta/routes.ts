import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SeoMeta, SeoMetaQuery } from '@meridian/domain/seo/schemas';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { getSeoMeta } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

export const seoMetaRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.get(
    '/meta',
    readRoute('SEO meta of a page: title, description, canonical, redirect or custom status', SeoMeta, {
      querystring: SeoMetaQuery,
    }),
    async (request) => getSeoMeta(db, request.query, clock()),
  );
};
