import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UpcomingWebinarsQuery, Webinar } from '@meridian/domain/content/webinars';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { upcomingWebinars } from './service.ts';

export const upcomingWebinarRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/upcoming',
    {
      schema: {
        summary:
          'Webinars still ahead, soonest first: a country’s sessions, or a university’s with its country’s general ones',
        querystring: UpcomingWebinarsQuery,
        response: { 200: z.array(Webinar) },
      },
    },
    async (request) => upcomingWebinars(db, request.query),
  );
};
