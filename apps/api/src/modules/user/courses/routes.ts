import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { RecommendationPage, RecommendationQuery } from '@meridian/domain/profile/courses-for-you';
import { FavouriteList, FavouriteToggle, FavouriteToggleResponse } from '@meridian/domain/profile/favourites';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { favouritesOf, recommendCourses, toggleFavourite } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

const UserParams = z.object({ userId: z.uuid() });

/** Courses for you and favourites (SPEC.md §7 recommendation, course, course/favourite). */
export const courseRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, clock }) => {
  app.get(
    '/:userId/recommendation',
    readRoute(
      'Courses ranked by how well they fit the learner’s profile, with the reasons and what is missing',
      RecommendationPage,
      { params: UserParams, querystring: RecommendationQuery },
    ),
    async (request) => recommendCourses(db, { userId: request.params.userId, query: request.query }),
  );

  app.post(
    '/:userId/course',
    {
      schema: {
        summary: 'Add a course or program to the favourites, or remove it (favourite: false)',
        params: UserParams,
        body: FavouriteToggle,
        response: { 200: FavouriteToggleResponse },
      },
    },
    async (request) => ({
      status: true as const,
      favourite: await toggleFavourite(db, {
        userId: request.params.userId,
        change: request.body,
        now: clock(),
      }),
    }),
  );

  app.get(
    '/:userId/course/favourite',
    readRoute('The learner’s favourite courses and programs, newest first', FavouriteList, {
      params: UserParams,
    }),
    async (request) => favouritesOf(db, request.params.userId),
  );
};
