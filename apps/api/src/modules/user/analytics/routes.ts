import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsEvent } from '@meridian/domain/analytics/events';
import { Accepted } from '@meridian/domain/accepted';
import { LocationUpdateQuery } from '@meridian/domain/extras/schemas';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';
import { recordAnalyticsEvent, recordLocationUpdate } from './service.ts';

/** First-party analytics events and the locations visitors agree to share. */
export const analyticsRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.post(
    '/events',
    {
      schema: {
        summary: 'Record a first-party analytics event (page load, CTA click, menu interaction…)',
        body: AnalyticsEvent,
        response: { 202: Accepted },
      },
      preHandler: publicWriteLimited(deps, 'analytics'),
    },
    async (request, reply) => {
      await recordAnalyticsEvent(deps.db, request.body);
      return reply.status(202).send({ status: true as const });
    },
  );

  app.post(
    '/apis/update-location-details',
    {
      schema: {
        summary: 'Store a location the visitor agreed to share',
        querystring: LocationUpdateQuery,
        response: { 202: Accepted },
      },
      preHandler: publicWriteLimited(deps, 'location'),
    },
    async (request, reply) => {
      await recordLocationUpdate(deps.db, request.query);
      return reply.status(202).send({ status: true as const });
    },
  );
};
