import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SeoMeta, SeoMetaQuery } from '@meridian/domain/seo/schemas';
import { FooterMenu, HeaderMenu, SimpleMenu } from '@meridian/domain/navigation/schemas';
import { Region } from '@meridian/domain/region/regions';
import { HomeResponse } from '@meridian/domain/home/schemas';
import { SiteExtras, SiteExtrasQuery } from '@meridian/domain/extras/schemas';
import { serviceHealthRoute } from '../../platform/service-health.ts';
import { moduleDeps, type ModuleDeps } from '../../platform/module-deps.ts';
import { getSeoMeta } from './seo-meta/service.ts';
import { getFooterMenu, getHeaderMenu, getSimpleMenu } from './menus/service.ts';
import { getHome } from './home/service.ts';
import { getSiteExtras } from './extras/service.ts';
import { articleRoutes } from './articles/routes.ts';
import { examRoutes } from './exams/routes.ts';
import { knowledgeBaseRoutes } from './knowledge-base/routes.ts';
import { directoryRoutes } from './directory/routes.ts';
import { scholarshipRoutes } from './scholarships/routes.ts';
import { pageRoutes } from './pages/routes.ts';
import { editorialSitemapRoutes } from './sitemap/routes.ts';

export const cmsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, config } = deps;
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

  const MenuQuery = z.object({ region: Region.default('default') });
  const brandSlug = config.BRAND_SLUG;
  const menuRoute = { tags: ['cms'], querystring: MenuQuery };

  app.get(
    '/menu/header',
    {
      schema: {
        ...menuRoute,
        summary: 'Header mega-menu as the region sees it',
        response: { 200: HeaderMenu },
      },
    },
    async (request) => getHeaderMenu(db, { region: request.query.region, brandSlug }),
  );
  app.get(
    '/menu/simple',
    { schema: { ...menuRoute, summary: 'The second, simpler menu', response: { 200: SimpleMenu } } },
    async (request) => getSimpleMenu(db, { region: request.query.region, brandSlug }),
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
    async (request) => getFooterMenu(db, { region: request.query.region, brandSlug }),
  );

  app.get(
    '/home',
    {
      schema: {
        ...menuRoute,
        summary: 'Home page sections (banners, quick links, universities, exams, testimonials) for a region',
        response: { 200: HomeResponse },
      },
    },
    async (request) => getHome(db, request.query.region),
  );

  app.get(
    '/site-extras',
    {
      schema: {
        tags: ['cms'],
        summary: 'Hello bar, custom bar and ticker messages for a page in a region',
        querystring: SiteExtrasQuery,
        response: { 200: SiteExtras },
      },
    },
    async (request) => getSiteExtras(db, request.query),
  );

  for (const plugin of [
    articleRoutes,
    examRoutes,
    knowledgeBaseRoutes,
    directoryRoutes,
    scholarshipRoutes,
    pageRoutes,
    editorialSitemapRoutes,
  ]) {
    await app.register(plugin, moduleDeps(deps));
  }
};
