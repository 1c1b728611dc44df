import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { moduleDeps, type ModuleDeps } from '#api/platform/module-deps.ts';
import { courseRoutes } from './course/routes.ts';
import { guideRoutes } from './guide/routes.ts';
import { departureRoutes } from './departure/routes.ts';
import { buddyRoutes } from './buddy/routes.ts';

/**
 * The paid learner's tabs (SPEC.md §2): Learning Progress and `/profile/lms`, Learner's Guide,
 * Flying Progress and {product} Buddy. SPEC.md §7 puts these calls under `user/{userId}`, so the
 * user service mounts this plugin in its learner scope (the learner or an internal user); each
 * service then refuses a learner who is not paid.
 */
export const learningRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, options) => {
  await app.register(courseRoutes, moduleDeps(options));
  await app.register(guideRoutes, moduleDeps(options));
  await app.register(departureRoutes, moduleDeps(options));
  await app.register(buddyRoutes, moduleDeps(options));
};
