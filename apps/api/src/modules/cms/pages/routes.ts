import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaticPage, StaticPageIndex } from '@meridian/domain/content/pages';
import { Slug } from '@meridian/domain/content/slug';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { getPageOrThrow, listPages } from './service.ts';

export const pageRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, config } = deps;
  const brand = { name: config.BRAND_NAME, slug: config.BRAND_SLUG };

  app.get(
    '/pages',
    { schema: { summary: 'Published page-builder pages', response: { 200: StaticPageIndex } } },
    async () => listPages(db, brand),
  );

  app.get(
    '/pages/:slug',
    {
      schema: {
        summary: 'A published page-builder page and the category derived from its slug',
        params: z.object({ slug: Slug }),
        response: { 200: StaticPage },
      },
    },
    async (request) => getPageOrThrow(db, request.params.slug, brand),
  );
};
