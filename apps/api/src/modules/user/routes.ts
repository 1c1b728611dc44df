import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsEvent, AnalyticsEventAccepted } from '@meridian/domain/analytics/schemas';
import { serviceHealthRoute } from '../../platform/service-health.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { insertAnalyticsEvent } from './repo.ts';

export const userRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  await app.register(serviceHealthRoute('user'));

  app.post(
    '/events',
    {
      schema: {
        tags: ['user'],
        summary: 'Record a first-party analytics event (page load, CTA click, menu interaction…)',
        body: AnalyticsEvent,
        response: { 202: AnalyticsEventAccepted },
      },
    },
    async (request, reply) => {
      await insertAnalyticsEvent(db, request.body);
      return reply.status(202).send({ status: true as const });
    },
  );
};
