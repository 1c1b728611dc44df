import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountService } from '#api/platform/mount-service.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { seoMetaRoutes } from './seo-meta/routes.ts';
import { menuRoutes } from './menus/routes.ts';
import { homeRoutes } from './home/routes.ts';
import { siteExtrasRoutes } from './extras/routes.ts';
import { articleRoutes } from './articles/routes.ts';
import { examRoutes } from './exams/routes.ts';
import { calculatorPageRoutes } from './calculator-pages/routes.ts';
import { knowledgeBaseRoutes } from './knowledge-base/routes.ts';
import { directoryRoutes } from './directory/routes.ts';
import { scholarshipRoutes } from './scholarships/routes.ts';
import { pageRoutes } from './pages/routes.ts';
import { contactRoutes } from './contact/routes.ts';
import { accommodationRoutes } from './accommodation/routes.ts';
import { editorialSitemapRoutes } from './sitemap/routes.ts';
import { cmsAdminRoutes } from './admin/routes.ts';
import { mediaRoutes } from './admin/media-routes.ts';
import { factCheckRoutes } from './fact-checks/routes.ts';

/** The CMS service: each sub-module (its own folder) mounts its routes under `/cms`. */
export const cmsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await mountService(app, 'cms', deps, [
    seoMetaRoutes,
    menuRoutes,
    homeRoutes,
    siteExtrasRoutes,
    articleRoutes,
    examRoutes,
    calculatorPageRoutes,
    knowledgeBaseRoutes,
    directoryRoutes,
    scholarshipRoutes,
    pageRoutes,
    contactRoutes,
    accommodationRoutes,
    editorialSitemapRoutes,
    mediaRoutes,
    { routes: cmsAdminRoutes, prefix: '/admin' },
    factCheckRoutes,
  ]);
};
