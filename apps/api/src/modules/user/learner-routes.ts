import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireLearnerAccess } from '#api/platform/auth/auth-guard.ts';
import { moduleDeps, type ModuleDeps } from '#api/platform/module-deps.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { documentRoutes } from './documents/routes.ts';
import { documentRequestRoutes } from './document-requests/routes.ts';
import { applicationRoutes } from './applications/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { courseRoutes } from './courses/routes.ts';
import { learningRoutes } from './learning/routes.ts';
import { dashboardUniversityRoutes } from './dashboard-universities/routes.ts';

/**
 * Everything under `/user/{userId}/…`: one scope whose every request must come from that learner
 * or an internal user (SPEC.md §6). The check runs on arrival, before a body (an upload) is read.
 */
export const learnerRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, options) => {
  addScopeHook(app, requireLearnerAccess(options.db, 'userId'));
  await app.register(documentRoutes, moduleDeps(options));
  await app.register(documentRequestRoutes, moduleDeps(options));
  await app.register(applicationRoutes, moduleDeps(options));
  await app.register(profileRoutes, moduleDeps(options));
  await app.register(courseRoutes, moduleDeps(options));
  await app.register(learningRoutes, moduleDeps(options));
  await app.register(dashboardUniversityRoutes, moduleDeps(options));
};
