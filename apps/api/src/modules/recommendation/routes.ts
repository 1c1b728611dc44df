import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { serviceHealthRoute } from '../../platform/service-health.ts';
import { moduleDeps, type ModuleDeps } from '../../platform/module-deps.ts';
import { searchRoutes } from './search/routes.ts';
import { recommendationListRoutes } from './lists/routes.ts';

export const recommendationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await app.register(serviceHealthRoute('recommendation'));
  await app.register(searchRoutes, moduleDeps(deps));
  await app.register(recommendationListRoutes, moduleDeps(deps));
};
