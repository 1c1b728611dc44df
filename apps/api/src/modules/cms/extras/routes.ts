import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { SiteExtras, SiteExtrasQuery } from '@meridian/domain/extras/schemas';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { getSiteExtras } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

export const siteExtrasRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.get(
    '/site-extras',
    readRoute('Hello bar, custom bar and ticker messages for a page in a region', SiteExtras, {
      querystring: SiteExtrasQuery,
    }),
    async (request) => getSiteExtras(db, { ...request.query, now: clock() }),
  );
};
