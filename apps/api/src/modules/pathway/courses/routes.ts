import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CompareQuery,
  CompareResponse,
  CourseDetail,
  CourseFacets,
  CourseFacetsQuery,
  CourseListQuery,
  CourseListResponse,
} from '@meridian/domain/catalogue/schemas';
import { ListingExam } from '@meridian/domain/catalogue/listing-exam';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { compareCourses, courseFacets, getCourseDetailOrThrow, listCourses, scopeOf } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { Slug, SlugInAddress } from '@meridian/domain/content/slug';
import { getListingExamOrThrow } from './exam-requirements.service.ts';

export const courseRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/courses',
    readRoute(
      'Course listing: base64 JSON filter, sort, page from 1, size 30 (SPEC.md §3, §9)',
      CourseListResponse,
      { querystring: CourseListQuery },
    ),
    async (request) => {
      const { filter, sort, page, size } = request.query;
      return listCourses(db, { scope: scopeOf(filter), sort, page, size });
    },
  );

  app.get(
    '/courses/facets',
    readRoute('How many courses each filter value would give, with the other filters applied', CourseFacets, {
      querystring: CourseFacetsQuery,
    }),
    async (request) => courseFacets(db, scopeOf(request.query.filter)),
  );

  app.get(
    '/courses/exams/:exam',
    readRoute(
      'One exam across a listing (same filter as /courses): how many courses ask for it, the lowest, median and highest minimum score, and the courses asking most; 404 for an unknown exam or one no course names',
      ListingExam,
      { params: z.object({ exam: Slug }), querystring: CourseFacetsQuery },
    ),
    async (request) => getListingExamOrThrow(db, scopeOf(request.query.filter), request.params.exam),
  );

  app.get(
    '/courses/compare',
    readRoute(
      'Up to three courses side by side; ids of courses that no longer exist come back in unknownIds',
      CompareResponse,
      { querystring: CompareQuery },
    ),
    async (request) => compareCourses(db, request.query.ids),
  );

  app.get(
    '/university/:university/course/:course',
    readRoute('Course details, with fees and the rate to convert them to rupees', CourseDetail, {
      params: z.object({ university: SlugInAddress, course: SlugInAddress }),
    }),
    async (request) =>
      getCourseDetailOrThrow(db, {
        universitySlug: request.params.university,
        courseSlug: request.params.course,
      }),
  );
};
