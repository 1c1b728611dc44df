import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SitemapEntries } from '@meridian/domain/catalogue/schemas';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { getSitemapEntries } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

export const sitemapRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/sitemap',
    readRoute('Every university, course and program page, with when it last changed', SitemapEntries),
    async () => getSitemapEntries(db),
  );
};
