import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTERNAL_PERMISSIONS } from '@meridian/domain/auth/permissions';
import { LearnerListQuery, LearnerPage } from '@meridian/domain/profile/learner-list';
import { authOf, requirePermission } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { listLearners } from './service.ts';

/** `/user/admin/…`: the learners staff look after (counsellors and admins; 401 signed out, 403 others). */
export const learnerListRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  addScopeHook(app, requirePermission(...INTERNAL_PERMISSIONS));

  app.get(
    '/learners',
    readRoute(
      'Learners: a counsellor’s own, or for an admin every learner by counsellor (`counsellorId`, `none` for unassigned); search by name, mobile or email (`q`), sort by `fullName` or `registeredAt` (page from 1, size 20)',
      LearnerPage,
      { querystring: LearnerListQuery },
    ),
    async (request) => listLearners(db, { query: request.query, viewer: authOf(request) }),
  );
};
