import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { LearnerGuide, LearnerGuideParams, LearnerGuideQuery } from '@meridian/domain/learning/guide';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { signedPdfRoute } from '#api/platform/pdf/signed-pdf-route.ts';
import { learnerGuideUrl, renderGuideOrThrow } from './service.ts';

/** SPEC.md §7 learner guide: `/user/{userId}/learner-guide/program-key/{key}` answers its url. */
export const guideRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/:userId/learner-guide/program-key/:key',
    readRoute(
      "The url of a paid learner's guide to a booster program, planned back from the submission date (a signed link, 7 days)",
      LearnerGuide,
      { params: LearnerGuideParams, querystring: LearnerGuideQuery },
    ),
    async (request) =>
      learnerGuideUrl(deps, { ...request.params, submissionDate: request.query.submissionDate }),
  );
};

/** The guide PDF itself, by its signed link (outside the learner's scope: the link is the permission). */
export const guideFileRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  signedPdfRoute(app, {
    path: '/learner-guide/file',
    summary: "A learner's guide PDF a signed link grants (410 once its 7 days are over)",
    render: (token) => renderGuideOrThrow(deps, token),
  });
};
