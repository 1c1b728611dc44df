import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import { CourseFacets, CourseListResponse } from '@meridian/domain/catalogue/schemas';
import { ApiErrorResponse } from '@meridian/domain/error-response';
import {
  CourseRecommendationSearch,
  LearnerLookupQuery,
  LearnerRef,
  Recommendation,
  RecommendationCreate,
  RecommendationList,
  RecommendationParams,
  RecommendationShortlistUpdate,
  RecommendedCoursesPage,
  RecommendedCoursesQuery,
} from '@meridian/domain/recommendation/schemas';
import {
  authOf,
  requireLearnerAccess,
  requirePermission,
  requireSelf,
} from '#api/platform/auth/auth-guard.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import {
  applyRecommendation,
  findLearner,
  publishRecommendation,
  recommendationFilters,
  recommendationsOf,
  recommendedCourses,
  searchCoursesToRecommend,
  updateRecommendation,
  updateShortlist,
} from './service.ts';

const UserParams = z.object({ userId: z.uuid() });
const counsellorOnly = requirePermission(PERMISSIONS.viewRecommendation);
const learnerOnly = requireSelf('userId');
/** An applied recommendation refuses every change with US_RNA_4008. */
const refusedOnceApplied = { 409: ApiErrorResponse };

/**
 * Recommendations (SPEC.md §7): counsellors (`view_recommendation`) search the catalogue and
 * publish lists; the learner and their counsellor read them; the learner alone shortlists and applies.
 */
export const recommendationListRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  // A counsellor recommends only to the learners assigned to them (admins to anyone).
  const theirLearner = requireLearnerAccess(db);
  app.post(
    '/v1/courses/recommendation',
    {
      onRequest: counsellorOnly,
      schema: {
        summary:
          'Counsellor course search on the catalogue filters and sort (search term, page from 1, size 6)',
        body: CourseRecommendationSearch,
        response: { 200: CourseListResponse },
      },
    },
    async (request) => searchCoursesToRecommend(db, request.body),
  );

  app.get(
    '/user/filters',
    {
      onRequest: counsellorOnly,
      ...readRoute(
        'The filter values of the counsellor course search, with how many courses each gives',
        CourseFacets,
      ),
    },
    async () => recommendationFilters(db),
  );

  app.get(
    '/v1/learner',
    {
      onRequest: counsellorOnly,
      ...readRoute('The learner a counsellor recommends to, by mobile or email', LearnerRef, {
        querystring: LearnerLookupQuery,
      }),
    },
    async (request) => findLearner(db, { contact: request.query.contact, counsellor: authOf(request) }),
  );

  app.post(
    '/v1/user/:userId/recommendation',
    {
      onRequest: [counsellorOnly, theirLearner],
      schema: {
        summary: 'Publish a list of courses with a note for the learner',
        params: UserParams,
        body: RecommendationCreate,
        response: { 200: Recommendation },
      },
    },
    async (request) =>
      publishRecommendation(db, {
        learnerId: request.params.userId,
        counsellorId: authOf(request).userId,
        body: request.body,
      }),
  );

  app.put(
    '/v1/user/:userId/recommendation/:recommendationId',
    {
      onRequest: [counsellorOnly, theirLearner],
      schema: {
        summary:
          'Change the courses and note of a recommendation the learner has not applied with (else US_RNA_4008)',
        params: RecommendationParams,
        body: RecommendationCreate,
        response: { 200: Recommendation, ...refusedOnceApplied },
      },
    },
    async (request) =>
      updateRecommendation(db, {
        learnerId: request.params.userId,
        recommendationId: request.params.recommendationId,
        body: request.body,
      }),
  );

  app.get(
    '/v1/user/:userId/recommendation',
    {
      // Their counsellor reads them too, in the learner's file.
      onRequest: theirLearner,
      ...readRoute(
        'The learner’s recommendations, newest first (the learner, their counsellor or an admin)',
        RecommendationList,
        { params: UserParams },
      ),
    },
    async (request) => recommendationsOf(db, request.params.userId),
  );

  app.put(
    '/user/:userId/recommendations',
    {
      onRequest: learnerOnly,
      schema: {
        summary:
          'Shortlist changes: add a course when true, remove it by courseId when false (else US_RNA_4008 once applied)',
        params: UserParams,
        body: RecommendationShortlistUpdate,
        response: { 200: RecommendationList, ...refusedOnceApplied },
      },
    },
    async (request) => updateShortlist(db, { learnerId: request.params.userId, body: request.body }),
  );

  app.post(
    '/v1/user/:userId/recommendation/:recommendationId/apply',
    {
      onRequest: learnerOnly,
      schema: {
        summary:
          'Apply with the shortlisted courses: each starts an application at its first stage; the recommendation cannot change afterwards',
        params: RecommendationParams,
        response: { 200: Recommendation, ...refusedOnceApplied },
      },
    },
    async (request) =>
      applyRecommendation(db, {
        learnerId: request.params.userId,
        recommendationId: request.params.recommendationId,
        now: clock(),
      }),
  );

  app.get(
    '/v1/user/:userId/courses',
    {
      onRequest: learnerOnly,
      ...readRoute(
        'Every course recommended to the learner, or only the shortlisted ones (page from 1, size 6)',
        RecommendedCoursesPage,
        { params: UserParams, querystring: RecommendedCoursesQuery },
      ),
    },
    async (request) => recommendedCourses(db, { learnerId: request.params.userId, query: request.query }),
  );
};
