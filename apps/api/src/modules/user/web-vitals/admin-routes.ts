import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { WebVitalsReport } from '@meridian/domain/analytics/web-vitals';
import { requirePermission } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { webVitalsReport } from './service.ts';

/** `GET /user/admin/web-vitals` (admins only: 401 signed out, 403 others). */
export const webVitalsAdminRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  addScopeHook(app, requirePermission(PERMISSIONS.admin));
  app.get(
    '/web-vitals',
    readRoute(
      'p75 LCP, INP and CLS per page type over the last 7 days, with how many page views',
      WebVitalsReport,
    ),
    async () => webVitalsReport(deps),
  );
};
