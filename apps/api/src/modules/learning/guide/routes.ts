import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SignedLinkToken } from '@meridian/domain/signed-link';
import { LearnerGuide, LearnerGuideParams, LearnerGuideQuery } from '@meridian/domain/learning/guide';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { readRoute } from '../../../platform/openapi/route-options.ts';
import { learnerGuideUrl, renderGuideOrThrow } from './service.ts';
import { sendPdf } from '../../../platform/pdf/send-pdf.ts';

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
  app.get(
    '/learner-guide/file',
    {
      schema: {
        summary: "A learner's guide PDF a signed link grants (410 once its 7 days are over)",
        querystring: z.object({ token: SignedLinkToken }),
      },
    },
    async (request, reply) => {
      return sendPdf(reply, await renderGuideOrThrow(deps, request.query.token));
    },
  );
};
