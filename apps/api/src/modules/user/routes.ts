import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsEvent } from '@meridian/domain/analytics/schemas';
import { Accepted } from '@meridian/domain/accepted';
import {
  ErrorReportRequest,
  ErrorReportResponse,
  LocationUpdateQuery,
} from '@meridian/domain/extras/schemas';
import { serviceHealthRoute } from '../../platform/service-health.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { insertAnalyticsEvent, insertErrorReport, insertLocationUpdate } from './repo.ts';

export const userRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  await app.register(serviceHealthRoute('user'));

  app.post(
    '/events',
    {
      schema: {
        tags: ['user'],
        summary: 'Record a first-party analytics event (page load, CTA click, menu interaction…)',
        body: AnalyticsEvent,
        response: { 202: Accepted },
      },
    },
    async (request, reply) => {
      await insertAnalyticsEvent(db, request.body);
      return reply.status(202).send({ status: true as const });
    },
  );

  app.post(
    '/report-error',
    {
      schema: {
        tags: ['user'],
        summary: 'Report a mistake or a problem on a page',
        body: ErrorReportRequest,
        response: { 201: ErrorReportResponse },
      },
    },
    async (request, reply) => {
      await insertErrorReport(db, request.body);
      return reply
        .status(201)
        .send({ status: true as const, message: 'Thank you. Our content team will check this page.' });
    },
  );

  app.post(
    '/apis/update-location-details',
    {
      schema: {
        tags: ['user'],
        summary: 'Store a location the visitor agreed to share',
        querystring: LocationUpdateQuery,
        response: { 202: Accepted },
      },
    },
    async (request, reply) => {
      await insertLocationUpdate(db, request.query);
      return reply.status(202).send({ status: true as const });
    },
  );
};
