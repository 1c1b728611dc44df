import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountService } from '#api/platform/mount-service.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { accountRoutes } from './accounts/routes.ts';
import { analyticsRoutes } from './analytics/routes.ts';
import { errorReportRoutes } from './error-reports/routes.ts';
import { webVitalsRoutes } from './web-vitals/routes.ts';
import { webVitalsAdminRoutes } from './web-vitals/admin-routes.ts';
import { documentFileRoutes } from './documents/file-routes.ts';
import { learnerRoutes } from './learner-routes.ts';
import { guideFileRoutes } from './learning/guide/routes.ts';
import { alumniRoutes } from './alumni/routes.ts';
import { learnerListRoutes } from './learners/routes.ts';
import { alumniAdminRoutes } from './alumni/admin-routes.ts';
import { buddyAdminRoutes } from './learning/buddy/admin-routes.ts';

/** `/user`: accounts, analytics and web vitals, error reports, and each learner's file under `/user/{userId}`. */
export const userRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, options) => {
  await mountService(app, 'user', options, [
    accountRoutes,
    analyticsRoutes,
    errorReportRoutes,
    webVitalsRoutes,
    documentFileRoutes,
    learnerRoutes,
    guideFileRoutes,
    { routes: alumniRoutes, prefix: '/alumni' },
    { routes: learnerListRoutes, prefix: '/admin' },
    { routes: alumniAdminRoutes, prefix: '/admin' },
    { routes: buddyAdminRoutes, prefix: '/admin' },
    { routes: webVitalsAdminRoutes, prefix: '/admin' },
  ]);
};
