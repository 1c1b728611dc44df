import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FooterMenu, HeaderMenu, SimpleMenu } from '@meridian/domain/navigation/schemas';
import { RegionQuery } from '@meridian/domain/region/regions';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { getMenu } from './service.ts';

export const menuRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config }) => {
  const brandSlug = config.BRAND_SLUG;
  const menuRoute = { querystring: RegionQuery };

  app.get(
    '/menu/header',
    {
      schema: {
        ...menuRoute,
        summary: 'Header mega-menu as the region sees it',
        response: { 200: HeaderMenu },
      },
    },
    async (request) => getMenu(db, 'header', { region: request.query.region, brandSlug }),
  );
  app.get(
    '/menu/simple',
    { schema: { ...menuRoute, summary: 'The second, simpler menu', response: { 200: SimpleMenu } } },
    async (request) => getMenu(db, 'simple', { region: request.query.region, brandSlug }),
  );
  app.get(
    '/menu/footer',
    {
      schema: {
        ...menuRoute,
        summary: 'Footer link sections as the region sees them',
        response: { 200: FooterMenu },
      },
    },
    async (request) => getMenu(db, 'footer', { region: request.query.region, brandSlug }),
  );
};
