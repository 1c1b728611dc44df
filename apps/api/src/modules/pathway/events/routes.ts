import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import {
  EventCheckIn,
  EventDetail,
  EventRegistrationResponse,
  EventSummary,
  EventUserRegistration,
} from '@meridian/domain/events/schemas';
import { ShortLeadRequest } from '@meridian/domain/lead/schemas';
import { Slug } from '@meridian/domain/content/slug';
import { SignedLinkToken } from '@meridian/domain/signed-link';
import { requirePermission, requireLearnerAccess } from '#api/platform/auth/auth-guard.ts';
import { sendCalendarFile } from '#api/platform/calendar/calendar-delivery.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import {
  checkInVisitor,
  getEventCalendarOrThrow,
  getUpcomingEventOrThrow,
  getUserEventRegistration,
  listUpcomingEvents,
  registerForEvent,
} from './service.ts';
import { publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

export const eventRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  const params = z.object({ slug: Slug });

  app.get(
    '/events',
    readRoute(
      'University fairs still upcoming (date + 5h30 + 1h not past), soonest first',
      z.array(EventSummary),
    ),
    async () => listUpcomingEvents(deps),
  );

  app.get(
    '/events/:slug',
    readRoute(
      'One upcoming fair: overview, banner, venue and directions, schedule, highlights, universities',
      EventDetail,
      { params },
    ),
    async (request) => getUpcomingEventOrThrow(deps, request.params.slug),
  );

  app.get(
    '/events/:slug/calendar',
    {
      schema: {
        summary: 'The fair as a calendar file (text/calendar, RFC 5545)',
        params,
        produces: ['text/calendar'],
      },
    },
    async (request, reply) =>
      sendCalendarFile(reply, await getEventCalendarOrThrow(deps, request.params.slug)),
  );

  app.post(
    '/events/:slug/registration',
    {
      schema: {
        summary:
          'A place at a fair: a lead, the signed-in learner’s registration, a confirmation email and a QR pass',
        params,
        body: ShortLeadRequest,
        response: { 201: EventRegistrationResponse },
      },
      preHandler: publicWriteLimited(deps, 'event-registration'),
    },
    async (request, reply) =>
      reply.status(201).send(
        await registerForEvent(deps, {
          slug: request.params.slug,
          payload: request.body,
          userId: request.auth?.userId ?? null,
        }),
      ),
  );

  app.get(
    '/event/:eventId/user/:userId',
    {
      schema: {
        summary: 'Whether a learner has a place at a fair, with its QR pass when they have',
        params: z.object({ eventId: z.coerce.number().int().positive(), userId: z.uuid() }),
        response: { 200: EventUserRegistration },
      },
      preHandler: requireLearnerAccess(db),
    },
    async (request) => getUserEventRegistration(deps, request.params),
  );

  app.post(
    '/events/check-in/:token',
    {
      schema: {
        summary: 'Event staff check a visitor in from their QR pass (once; a second scan says so)',
        params: z.object({ token: SignedLinkToken }),
        response: { 200: EventCheckIn },
      },
      preHandler: requirePermission(PERMISSIONS.lmsUser, PERMISSIONS.viewRecommendation),
    },
    async (request) => checkInVisitor(deps, request.params.token),
  );
};
