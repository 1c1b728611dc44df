import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isInternalUser } from '@meridian/domain/auth/permissions';
import {
  Application,
  ApplicationCreate,
  ApplicationParams,
  ApplicationStatus,
  ApplicationStatusQuery,
  DashboardApplications,
  StageDetail,
  StageDetailUpdate,
  StageParams,
} from '@meridian/domain/profile/applications';
import { authOf } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { latestProofLink } from '#api/modules/user/documents/service.ts';
import {
  applicationStatus,
  createApplication,
  listUserApplications,
  stageDetail,
  updateStageDetail,
} from './service.ts';
import { createRoute, readRoute } from '#api/platform/openapi/route-options.ts';

const UserParams = z.object({ userId: z.uuid() });

/** Applications and their stages: the dashboard, flying progress and stage details (SPEC.md §7). */
export const applicationRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, config, clock }) => {
  app.post(
    '/:userId/application',
    createRoute('Start an application to a course for an intake (US_AE_4007 if it exists)', Application, {
      params: UserParams,
      body: ApplicationCreate,
    }),
    async (request) => createApplication(db, { userId: request.params.userId, request: request.body }),
  );

  app.get(
    '/:userId/application',
    readRoute('The learner’s applications, oldest first', z.array(Application), { params: UserParams }),
    async (request) => listUserApplications(db, request.params.userId),
  );

  app.get(
    '/:userId/dashboard/applications',
    readRoute('Applications for the dashboard, with a view link of the newest proof', DashboardApplications, {
      params: UserParams,
    }),
    async (request) => ({
      applications: await listUserApplications(db, request.params.userId),
      proofUrl: await latestProofLink({ db, secret: config.JWT_SECRET, now: clock() }, request.params.userId),
    }),
  );

  app.get(
    '/:userId/dashboard/application/:id/status',
    readRoute('Flying progress: each stage with its dates, and what comes next', ApplicationStatus, {
      params: ApplicationParams,
      querystring: ApplicationStatusQuery,
    }),
    async (request) =>
      applicationStatus(db, {
        userId: request.params.userId,
        applicationId: request.params.id,
        excludeFlyAbroadStage: request.query.excludeFlyAbroadStage,
      }),
  );

  const stageSchema = { params: StageParams, response: { 200: StageDetail } };

  app.get(
    '/:userId/dashboard/application/:id/stageId/:stageId/detail',
    { schema: { ...stageSchema, summary: 'A stage: its status, dates, fields and documents' } },
    async (request) =>
      stageDetail(db, {
        userId: request.params.userId,
        applicationId: request.params.id,
        stageId: request.params.stageId,
      }),
  );

  app.post(
    '/:userId/dashboard/application/:id/stageId/:stageId/detail',
    {
      schema: {
        ...stageSchema,
        summary: 'Record a stage’s fields and deadline (its status: counsellors only)',
        body: StageDetailUpdate,
      },
    },
    async (request) =>
      updateStageDetail(db, {
        userId: request.params.userId,
        applicationId: request.params.id,
        stageId: request.params.stageId,
        update: request.body,
        internal: isInternalUser(authOf(request).permissions),
        now: clock(),
      }),
  );
};
