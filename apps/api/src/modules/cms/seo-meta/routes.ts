import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SeoMeta, SeoMetaQuery } from '@meridian/domain/seo/schemas';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { getSeoMeta } from './service.ts';

export const seoMetaRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/meta',
    {
      schema: {
        summary: 'SEO meta of a page: title, description, canonical, redirect or custom status',
        querystring: SeoMetaQuery,
        response: { 200: SeoMeta },
      },
    },
    async (request) => getSeoMeta(db, request.query),
  );
};
