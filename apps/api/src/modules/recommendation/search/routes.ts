import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CourseNameSearchResponse,
  NameSearchQuery,
  UniversitySearchQuery,
  UniversitySearchResponse,
} from '@meridian/domain/catalogue/schemas';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { searchCourseNames, searchUniversityNames } from './service.ts';

export const searchRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/search/name',
    {
      schema: {
        summary:
          'Course names matching a search term, typos and word prefixes included (page from 1, size 500)',
        querystring: NameSearchQuery,
        response: { 200: CourseNameSearchResponse },
      },
    },
    async (request) => searchCourseNames(db, request.query),
  );

  app.get(
    '/search/university',
    {
      schema: {
        summary:
          'Universities matching a search term, typos and word prefixes included, optionally in one country (iso3 countryCode) and teaching one educationLevel (page from 1, size 500)',
        querystring: UniversitySearchQuery,
        response: { 200: UniversitySearchResponse },
      },
    },
    async (request) => searchUniversityNames(db, request.query),
  );
};
