import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserIdParams } from '@meridian/domain/auth/schemas';
import { BUDDY_MESSAGES_PER_DAY, BuddyAssignment, BuddyMessage } from '@meridian/domain/learning/buddy';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { ACCEPTED, acceptedRoute, readRoute } from '#api/platform/openapi/route-options.ts';
import { rateLimited } from '#api/platform/rate-limit/rate-limit.ts';
import { getBuddy, messageBuddy } from './service.ts';

/** The learner the path names: a learner's messages count against them whoever sends them. */
const byLearner = (request: { params: unknown }) => [(request.params as { userId: string }).userId];

/** {product} Buddy: the senior student matched with a paid learner, and messages to them. */
export const buddyRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/:userId/buddy',
    readRoute(
      "The paid learner's buddy: a senior student of their destination, matched on first look",
      BuddyAssignment,
      {
        params: UserIdParams,
      },
    ),
    async (request) => getBuddy(deps, request.params.userId),
  );

  app.post(
    '/:userId/buddy/messages',
    {
      ...acceptedRoute(
        `Email the learner's buddy a message with the learner's contact to reply to (${BUDDY_MESSAGES_PER_DAY} a day)`,
        { params: UserIdParams, body: BuddyMessage },
      ),
      preHandler: rateLimited(deps, {
        scope: 'buddy-message:user',
        limit: BUDDY_MESSAGES_PER_DAY,
        windowSeconds: 24 * 60 * 60,
        keys: byLearner,
      }),
    },
    async (request) => {
      await messageBuddy(deps, { userId: request.params.userId, message: request.body.message });
      return ACCEPTED;
    },
  );
};
