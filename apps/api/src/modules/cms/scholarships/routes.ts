import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ScholarshipList, ScholarshipQuery } from '@meridian/domain/content/scholarships';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { findScholarships } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

export const scholarshipRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/pathway/scholarship',
    readRoute('Scholarship finder by country, level and yearly amount', ScholarshipList, {
      querystring: ScholarshipQuery,
    }),
    async (request) => findScholarships(db, request.query),
  );
};
