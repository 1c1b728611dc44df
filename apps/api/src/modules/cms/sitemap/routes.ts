import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { EditorialSitemap } from '@meridian/domain/content/sitemap';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { getEditorialSitemap } from './service.ts';

export const editorialSitemapRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/sitemap',
    {
      schema: {
        summary:
          'Every article, tag, author, exam, knowledge-base and e-book page and directory city, with when it last changed',
        response: { 200: EditorialSitemap },
      },
    },
    async () => getEditorialSitemap(db),
  );
};
