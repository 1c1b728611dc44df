import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSelfOrInternal } from '../../platform/auth/auth-guard.ts';
import { moduleDeps, type ModuleDeps } from '../../platform/module-deps.ts';
import { documentRoutes } from './documents/routes.ts';
import { applicationRoutes } from './applications/routes.ts';
import { profileRoutes } from './profile/routes.ts';
import { courseRoutes } from './courses/routes.ts';

/**
 * Everything under `/user/{userId}/…`: every route of this scope gets the guard that lets through
 * that learner or an internal user only (SPEC.md §6), as its first hook, on arrival, so nothing (an
 * upload) is read first. Set on each route, the OpenAPI document shows it too.
 */
export const learnerRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, options) => {
  const selfOrInternal = requireSelfOrInternal('userId');
  app.addHook('onRoute', (route) => {
    route.onRequest = [selfOrInternal, ...[route.onRequest ?? []].flat()];
  });
  await app.register(documentRoutes, moduleDeps(options));
  await app.register(applicationRoutes, moduleDeps(options));
  await app.register(profileRoutes, moduleDeps(options));
  await app.register(courseRoutes, moduleDeps(options));
};
