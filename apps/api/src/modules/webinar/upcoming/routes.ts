import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UpcomingWebinarsQuery, Webinar } from '@meridian/domain/content/webinars';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { upcomingWebinars } from './service.ts';
import { readRoute } from '../../../platform/openapi/read-route.ts';

export const upcomingWebinarRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/upcoming',
    readRoute(
      'Webinars still ahead, soonest first: a country’s sessions, or a university’s with its country’s general ones',
      z.array(Webinar),
      { querystring: UpcomingWebinarsQuery },
    ),
    async (request) => upcomingWebinars(db, request.query),
  );
};
