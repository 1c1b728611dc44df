import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  UpcomingWebinarsQuery,
  Webinar,
  WebinarDetail,
  WebinarDetailQuery,
  WebinarListQuery,
  WebinarLists,
  WebinarRegistration,
  ZoomSignature,
  ZoomSignatureRequest,
} from '@meridian/domain/content/webinars';
import { ApiErrorResponse } from '@meridian/domain/error-response';
import { Slug } from '@meridian/domain/content/slug';
import { authOf, requireUser } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import {
  getWebinarDetailOrThrow,
  getWebinarRegistration,
  listWebinarLists,
  registerForWebinar,
  signZoomMeeting,
  upcomingWebinars,
} from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

const params = z.object({ id: z.coerce.number().int().positive() });

export const webinarSessionRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db } = deps;
  app.get(
    '/upcoming',
    readRoute(
      'Webinars still ahead, soonest first: a country’s sessions, or a university’s with its country’s general ones',
      z.array(Webinar),
      { querystring: UpcomingWebinarsQuery },
    ),
    async (request) => upcomingWebinars(db, request.query, deps.clock()),
  );

  app.get(
    '/webinars',
    readRoute(
      'A page of upcoming and of past webinars (JSON page parameters, 6 a page by default)',
      WebinarLists,
      { querystring: WebinarListQuery },
    ),
    async (request) => listWebinarLists(deps, request.query),
  );

  app.get(
    '/:id',
    readRoute('One webinar: whether it is over, its recording, whether registration is open', WebinarDetail, {
      params,
      querystring: WebinarDetailQuery,
    }),
    async (request) => getWebinarDetailOrThrow(deps, { id: request.params.id }),
  );

  app.get(
    '/live/:slug',
    readRoute('One webinar by its slug, for its live page', WebinarDetail, {
      params: z.object({ slug: Slug }),
    }),
    async (request) => getWebinarDetailOrThrow(deps, { slug: request.params.slug }),
  );

  app.post(
    '/registration/:id',
    {
      schema: {
        summary: 'Registers the signed-in learner (again is harmless); closed once started or full (409)',
        params,
        response: { 200: WebinarRegistration, 409: ApiErrorResponse },
      },
      preHandler: requireUser,
    },
    async (request) =>
      registerForWebinar({ ...deps, log: request.log }, request.params.id, authOf(request).userId),
  );

  app.get(
    '/registration/:id',
    {
      schema: {
        summary: 'The signed-in learner’s registration, with the join link from 15 minutes before the start',
        params,
        response: { 200: WebinarRegistration },
      },
      preHandler: requireUser,
    },
    async (request) => getWebinarRegistration(deps, request.params.id, authOf(request).userId),
  );

  app.post(
    '/zoom/signature',
    {
      schema: {
        summary: 'Zoom Meeting SDK signature for a registered learner (503 when Zoom is not configured)',
        body: ZoomSignatureRequest,
        response: { 200: ZoomSignature, 503: ApiErrorResponse },
      },
      preHandler: requireUser,
    },
    async (request) =>
      signZoomMeeting(deps, { userId: authOf(request).userId, meetingNumber: request.body.meetingNumber }),
  );
};
