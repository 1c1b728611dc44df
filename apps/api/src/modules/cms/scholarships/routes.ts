import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ScholarshipList, ScholarshipQuery } from '@meridian/domain/content/scholarships';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { findScholarships } from './service.ts';

export const scholarshipRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/pathway/scholarship',
    {
      schema: {
        summary: 'Scholarship finder by country, level and yearly amount',
        querystring: ScholarshipQuery,
        response: { 200: ScholarshipList },
      },
    },
    async (request) => findScholarships(db, request.query),
  );
};
