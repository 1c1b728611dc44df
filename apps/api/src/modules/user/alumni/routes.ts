import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AlumniPage,
  AlumniQuery,
  AlumniUniversities,
  AlumnusParams,
  ConnectionAnswer,
  ConnectionInvite,
  ConnectionSent,
  ConnectionTokenParams,
  ConnectRequest,
} from '@meridian/domain/alumni/schemas';
import { authOf, requireUser } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { byIp } from '#api/platform/rate-limit/keys.ts';
import { rateLimited } from '#api/platform/rate-limit/rate-limit.ts';
import {
  answerConnectionRequest,
  getConnectionInvite,
  listAlumniPage,
  listUniversitiesWithAlumni,
  requestConnection,
} from './service.ts';

const DAY_SECONDS = 24 * 60 * 60;

export const alumniRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/',
    {
      ...readRoute(
        'Alumni learners may ask to talk to, 10 a page, optionally of one university',
        AlumniPage,
        {
          querystring: AlumniQuery,
        },
      ),
      preHandler: requireUser,
    },
    async (request) => listAlumniPage(deps, request.query),
  );

  app.get(
    '/universities',
    {
      ...readRoute('The universities alumni studied at, for the filter', AlumniUniversities),
      preHandler: requireUser,
    },
    async () => listUniversitiesWithAlumni(deps),
  );

  app.post(
    '/:alumnusId/connect',
    {
      schema: {
        summary: 'Asks an alumnus to talk: they get an email with a signed link to accept or decline',
        params: AlumnusParams,
        body: ConnectRequest,
        response: { 200: ConnectionSent },
      },
      // Alumni give their time freely: a learner may write to a few a day, never to the whole list.
      preHandler: [
        requireUser,
        rateLimited(deps, {
          scope: 'alumni-connect:user',
          limit: 5,
          windowSeconds: DAY_SECONDS,
          keys: (r) => [authOf(r).userId],
        }),
        rateLimited(deps, { scope: 'alumni-connect:ip', limit: 20, windowSeconds: DAY_SECONDS, keys: byIp }),
      ],
    },
    async (request) =>
      requestConnection(deps, {
        learnerId: authOf(request).userId,
        alumnusId: request.params.alumnusId,
        request: request.body,
      }),
  );

  app.get(
    '/replies/:token',
    readRoute(
      'What an alumnus is asked, through the link of their email (410 once the link is old)',
      ConnectionInvite,
      {
        params: ConnectionTokenParams,
      },
    ),
    async (request) => getConnectionInvite(deps, request.params.token),
  );

  app.post(
    '/replies/:token',
    {
      schema: {
        summary: 'The alumnus accepts (sharing a contact; each side gets the other’s) or declines',
        params: ConnectionTokenParams,
        body: ConnectionAnswer,
        response: { 200: ConnectionInvite },
      },
      preHandler: rateLimited(deps, {
        scope: 'alumni-reply:ip',
        limit: 30,
        windowSeconds: 60 * 60,
        keys: byIp,
      }),
    },
    async (request) => answerConnectionRequest(deps, request.params.token, request.body),
  );
};
