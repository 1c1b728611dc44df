import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CourseListResponse,
  UniversityListQuery,
  UniversityListResponse,
  UniversityOverview,
} from '@meridian/domain/catalogue/schemas';
import { EducationLevel } from '@meridian/domain/catalogue/level-schema';
import { pageQuery } from '@meridian/domain/pagination';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { listCourses } from '#api/modules/pathway/courses/service.ts';
import {
  getUniversityIdOrThrow,
  getUniversityOverviewOrThrow,
  listUniversities,
  UNIVERSITY_COURSES_PAGE,
} from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { SlugInAddress } from '@meridian/domain/content/slug';

const UniversityParams = z.object({
  university: SlugInAddress,
});

export const universityRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/universities',
    readRoute(
      'Universities, best ranked first, optionally by country, level and category',
      UniversityListResponse,
      { querystring: UniversityListQuery },
    ),
    async (request) => listUniversities(db, request.query),
  );

  app.get(
    '/university/:university/overview',
    readRoute(
      'University overview: ranking, city, fees, intakes, scholarships, FAQs, top courses. `{slug}-{id}` finds it too; the answer carries the canonical slug',
      UniversityOverview,
      { params: UniversityParams },
    ),
    async (request) => getUniversityOverviewOrThrow(db, request.params.university),
  );

  app.get(
    '/university/:university/courses',
    {
      schema: {
        summary: 'Courses of a university by education level (page from 1, size 50)',
        params: UniversityParams,
        querystring: z.object({
          educationLevel: EducationLevel.optional(),
          ...pageQuery(UNIVERSITY_COURSES_PAGE),
        }),
        response: { 200: CourseListResponse },
      },
    },
    async (request) => {
      const universityId = await getUniversityIdOrThrow(db, request.params.university);
      const { educationLevel, page, size } = request.query;
      return listCourses(db, {
        scope: { universityId, ...(educationLevel ? { educationLevel } : {}) },
        sort: 'ranking',
        page,
        size,
      });
    },
  );
};
