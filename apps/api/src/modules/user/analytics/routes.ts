import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsEvent } from '@meridian/domain/analytics/events';
import { LocationUpdateQuery } from '@meridian/domain/extras/schemas';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { ACCEPTED, acceptedRoute } from '#api/platform/openapi/route-options.ts';
import { publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';
import { recordAnalyticsEvent, recordLocationUpdate } from './service.ts';

/** First-party analytics events and the locations visitors agree to share. */
export const analyticsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.post(
    '/events',
    {
      ...acceptedRoute('Record a first-party analytics event (page load, CTA click, menu interaction…)', {
        body: AnalyticsEvent,
      }),
      preHandler: publicWriteLimited(deps, 'analytics'),
    },
    async (request) => {
      await recordAnalyticsEvent(deps.db, request.body);
      return ACCEPTED;
    },
  );

  app.post(
    '/apis/update-location-details',
    {
      ...acceptedRoute('Store a location the visitor agreed to share', { querystring: LocationUpdateQuery }),
      preHandler: publicWriteLimited(deps, 'location'),
    },
    async (request) => {
      await recordLocationUpdate(deps.db, request.query);
      return ACCEPTED;
    },
  );
};
