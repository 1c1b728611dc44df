import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CourseNameSearchResponse,
  NameSearchQuery,
  UniversitySearchQuery,
  UniversitySearchResponse,
} from '@meridian/domain/catalogue/schemas';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { searchCourseNames, searchUniversityNames } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

export const searchRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/search/name',
    readRoute(
      'Course names matching a search term, typos and word prefixes included (page from 1, size 500)',
      CourseNameSearchResponse,
      { querystring: NameSearchQuery },
    ),
    async (request) => searchCourseNames(db, request.query),
  );

  app.get(
    '/search/university',
    readRoute(
      'Universities matching a search term, typos and word prefixes included, optionally in one country (iso3 countryCode) and teaching one educationLevel (page from 1, size 500)',
      UniversitySearchResponse,
      { querystring: UniversitySearchQuery },
    ),
    async (request) => searchUniversityNames(db, request.query),
  );
};
