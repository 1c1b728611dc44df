import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '@meridian/domain/auth/permissions';
import {
  ProgramFacets,
  ProgramFacetsRequest,
  ProgramRecommendationSearch,
  ProgramSearchResponse,
} from '@meridian/domain/recommendation/program-search';
import { RecommendedPrograms } from '@meridian/domain/recommendation/schemas';
import { authOf, requirePermission, requireUser } from '#api/platform/auth/auth-guard.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { programFilters, recommendedProgramsOf, searchProgramsToRecommend } from './service.ts';

const counsellorOnly = requirePermission(PERMISSIONS.viewRecommendation);

/** Accelerator (pathway) programs in recommendations (SPEC.md §7): the counsellor's search, the learner's list. */
export const programRecommendationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.post(
    '/v1/pathways/recommendation',
    {
      onRequest: counsellorOnly,
      schema: {
        summary:
          'Counsellor program search by title or university and the filters (destination, university, level, length, tuition in INR; page from 1, size 6)',
        body: ProgramRecommendationSearch,
        response: { 200: ProgramSearchResponse },
      },
    },
    async (request) => searchProgramsToRecommend(db, request.body),
  );

  app.post(
    '/pathways/recommendation/filter',
    {
      onRequest: counsellorOnly,
      schema: {
        summary:
          'The program search’s filter values, each with how many programs it gives under the other filters, and the tuition range',
        body: ProgramFacetsRequest,
        response: { 200: ProgramFacets },
      },
    },
    async (request) => programFilters(db, request.body),
  );

  app.get(
    '/pathway/recommendation',
    {
      onRequest: requireUser,
      ...readRoute(
        'Every program recommended to the signed-in learner, each once, newest first, marked when on their shortlist',
        RecommendedPrograms,
      ),
    },
    async (request) => recommendedProgramsOf(db, authOf(request).userId),
  );
};
