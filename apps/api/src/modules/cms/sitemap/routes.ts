import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EditorialSitemap } from '@meridian/domain/content/sitemap';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { getEditorialSitemap } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

export const editorialSitemapRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/sitemap',
    readRoute(
      'Every article, tag, author, exam, knowledge-base and e-book page and directory city, with when it last changed',
      EditorialSitemap,
    ),
    async () => getEditorialSitemap(db),
  );
};
