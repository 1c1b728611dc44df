import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WebVitalsBeacon } from '@meridian/domain/analytics/web-vitals';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { ACCEPTED, acceptedRoute } from '#api/platform/openapi/route-options.ts';
import { publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';
import { recordWebVitals } from './service.ts';

/** `POST /user/web-vitals`: anonymous, limited per visitor address and site-wide. */
export const webVitalsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.post(
    '/web-vitals',
    {
      ...acceptedRoute("Record a page view's web vitals (LCP, INP, CLS), filed under the page's type", {
        body: WebVitalsBeacon,
      }),
      preHandler: publicWriteLimited(deps, 'web-vitals'),
    },
    async (request) => {
      await recordWebVitals(deps, request.body);
      return ACCEPTED;
    },
  );
};
