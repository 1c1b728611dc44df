import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DashboardUniversities,
  DashboardUniversitiesQuery,
} from '@meridian/domain/profile/dashboard-universities';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { dashboardUniversities } from './service.ts';

export const dashboardUniversityRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/:userId/dashboard/universities',
    readRoute(
      'Universities of the learner’s preferred destinations and level, best ranked first (at most 40)',
      DashboardUniversities,
      { params: z.object({ userId: z.uuid() }), querystring: DashboardUniversitiesQuery },
    ),
    async (request) => dashboardUniversities(db, { userId: request.params.userId, query: request.query }),
  );
};
