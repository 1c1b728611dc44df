import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { StaticPage, StaticPageIndex } from '@meridian/domain/content/pages';
import { Slug } from '@meridian/domain/content/slug';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { getPageOrThrow, listPages } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

export const pageRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, config } = deps;
  const brand = { name: config.BRAND_NAME, slug: config.BRAND_SLUG };

  app.get('/pages', readRoute('Published page-builder pages', StaticPageIndex), async () =>
    listPages(db, brand),
  );

  app.get(
    '/pages/:slug',
    readRoute('A published page-builder page and the category derived from its slug', StaticPage, {
      params: z.object({ slug: Slug }),
    }),
    async (request) => getPageOrThrow(db, request.params.slug, brand),
  );
};
