import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UserIdParams } from '@meridian/domain/auth/schemas';
import { DepartureChecklist, DepartureItemParams, DepartureTick } from '@meridian/domain/learning/departure';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { getChecklist, tickTask } from './service.ts';

/** Flying Progress: the paid learner's pre-departure checklist (visa, travel, accommodation, forex). */
export const departureRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/:userId/flying-progress/checklist',
    readRoute(
      "The paid learner's pre-departure checklist for their destination, each task with the date to have it done by",
      DepartureChecklist,
      { params: UserIdParams },
    ),
    async (request) => getChecklist(deps, request.params.userId),
  );

  app.put(
    '/:userId/flying-progress/checklist/:itemKey',
    {
      schema: {
        summary: 'Tick or untick a task of the pre-departure checklist; answers the checklist',
        params: DepartureItemParams,
        body: DepartureTick,
        response: { 200: DepartureChecklist },
      },
    },
    async (request) => tickTask(deps, { ...request.params, done: request.body.done }),
  );
};
