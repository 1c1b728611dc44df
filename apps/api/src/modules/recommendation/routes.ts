import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { mountService } from '#api/platform/mount-service.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { searchRoutes } from './search/routes.ts';
import { recommendationListRoutes } from './lists/routes.ts';
import { programRecommendationRoutes } from './programs/routes.ts';

export const recommendationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await mountService(app, 'recommendation', deps, [
    searchRoutes,
    recommendationListRoutes,
    programRecommendationRoutes,
  ]);
};
