import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsEvent } from '@meridian/domain/analytics/events';
import { Accepted } from '@meridian/domain/accepted';
import { LocationUpdateQuery } from '@meridian/domain/extras/schemas';
import { mountService } from '../../platform/mount-service.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { UserIdParams, UserLite } from '@meridian/domain/auth/schemas';
import { requireLearnerAccess } from '../../platform/auth/auth-guard.ts';
import { getUserLite, recordAnalyticsEvent, recordLocationUpdate } from './service.ts';
import { errorReportRoutes } from './error-report.routes.ts';
import { documentFileRoutes } from './documents/file-routes.ts';
import { learnerRoutes } from './learner-routes.ts';
import { publicWriteLimited } from '../../platform/rate-limit/public-write-limits.ts';
import { guideFileRoutes } from './learning/guide/routes.ts';
import { alumniRoutes } from './alumni/routes.ts';
import { learnerListRoutes } from './learners/routes.ts';
import { alumniAdminRoutes } from './alumni/admin-routes.ts';
import { buddyAdminRoutes } from './learning/buddy/admin-routes.ts';

export const userRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, options) => {
  const { db } = options;
  await mountService(app, 'user', options, [
    errorReportRoutes,
    documentFileRoutes,
    learnerRoutes,
    guideFileRoutes,
    { routes: alumniRoutes, prefix: '/alumni' },
    { routes: learnerListRoutes, prefix: '/admin' },
    { routes: alumniAdminRoutes, prefix: '/admin' },
    { routes: buddyAdminRoutes, prefix: '/admin' },
  ]);

  app.post(
    '/events',
    {
      schema: {
        summary: 'Record a first-party analytics event (page load, CTA click, menu interaction…)',
        body: AnalyticsEvent,
        response: { 202: Accepted },
      },
      preHandler: publicWriteLimited(options, 'analytics'),
    },
    async (request, reply) => {
      await recordAnalyticsEvent(db, request.body);
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
      preHandler: publicWriteLimited(options, 'location'),
    },
    async (request, reply) => {
      await recordLocationUpdate(db, request.query);
      return reply.status(202).send({ status: true as const });
    },
  );

  app.get(
    '/:userId/lite',
    {
      schema: {
        summary: 'Who a signed-in person is (SPEC.md §3 user lite): the person themself or an internal user',
        params: UserIdParams,
        response: { 200: UserLite },
      },
      preHandler: requireLearnerAccess(options.db),
    },
    async (request) => getUserLite(db, request.params.userId),
  );
};
