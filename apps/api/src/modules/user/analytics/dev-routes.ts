import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsEventQuery, StoredAnalyticsEvent } from '@meridian/domain/analytics/events';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { listRecordedAnalyticsEvents } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

/** `GET /dev/analytics-events`: recorded analytics events, newest first (never in production). */
export const analyticsDevRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/analytics-events',
    readRoute(
      'Recorded analytics events, newest first, optionally of one name',
      z.array(StoredAnalyticsEvent),
      { querystring: AnalyticsEventQuery },
    ),
    async (request) => listRecordedAnalyticsEvents(db, request.query),
  );
};
