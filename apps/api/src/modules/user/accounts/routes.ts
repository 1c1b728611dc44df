import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserIdParams } from '@meridian/domain/auth/schemas';
import { UserLite } from '@meridian/domain/auth/session';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { requireLearnerAccess } from '#api/platform/auth/auth-guard.ts';
import { getUserLite } from './service.ts';

/** `GET /user/{userId}/lite`: who a signed-in person is. */
export const accountRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/:userId/lite',
    {
      schema: {
        summary: 'Who a signed-in person is (SPEC.md §3 user lite): the person themself or an internal user',
        params: UserIdParams,
        response: { 200: UserLite },
      },
      preHandler: requireLearnerAccess(deps.db),
    },
    async (request) => getUserLite(deps.db, request.params.userId),
  );
};
