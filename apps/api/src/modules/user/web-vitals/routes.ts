import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Accepted } from '@meridian/domain/accepted';
import { WebVitalsBeacon } from '@meridian/domain/analytics/web-vitals';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';
import { recordWebVitals } from './service.ts';

/** `POST /user/web-vitals`: anonymous, limited per visitor address and site-wide. */
export const webVitalsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.post(
    '/web-vitals',
    {
      schema: {
        summary: "Record a page view's web vitals (LCP, INP, CLS), filed under the page's type",
        body: WebVitalsBeacon,
        response: { 202: Accepted },
      },
      preHandler: publicWriteLimited(deps, 'web-vitals'),
    },
    async (request, reply) => {
      await recordWebVitals(deps, request.body);
      return reply.status(202).send({ status: true as const });
    },
  );
};
