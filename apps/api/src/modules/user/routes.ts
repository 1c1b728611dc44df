import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AnalyticsEvent } from '@meridian/domain/analytics/schemas';
import { Accepted } from '@meridian/domain/accepted';
import {
  ErrorReportResponse,
  ErrorReportUpload,
  LocationUpdateQuery,
  SCREENSHOT_MAX_BYTES,
} from '@meridian/domain/extras/schemas';
import { AppError } from '../../platform/app-error.ts';
import { refuseNulIn } from '../../platform/refuse-nul-characters.ts';
import { serviceHealthRoute } from '../../platform/service-health.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { UserIdParams, UserLite } from '@meridian/domain/auth/schemas';
import { requireSelfOrInternal } from '../../platform/auth/auth-guard.ts';
import { getUserLite, recordAnalyticsEvent, recordLocationUpdate } from './service.ts';
import { submitErrorReport } from './error-report.service.ts';

/**
 * Reads the report's one file, `screenshot`, into memory (at most 5 MB) before validation, so the
 * route's schema sees the fields and the bytes together; anything larger or otherwise named is refused.
 */
async function readScreenshot(part: MultipartFile): Promise<void> {
  if (part.fieldname !== 'screenshot') {
    throw new AppError('BAD_REQUEST', 'only a screenshot can be attached', { field: part.fieldname });
  }
  try {
    (part as MultipartFile & { value: Buffer }).value = await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw new AppError('BAD_REQUEST', 'the screenshot must be 5 MB or smaller', { field: 'screenshot' });
  }
}

export const userRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  await app.register(serviceHealthRoute('user'));
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    onFile: readScreenshot,
    limits: { files: 1, fileSize: SCREENSHOT_MAX_BYTES, fields: 10, fieldSize: 4000 },
  });

  app.post(
    '/events',
    {
      schema: {
        tags: ['user'],
        summary: 'Record a first-party analytics event (page load, CTA click, menu interaction…)',
        body: AnalyticsEvent,
        response: { 202: Accepted },
      },
    },
    async (request, reply) => {
      await recordAnalyticsEvent(db, request.body);
      return reply.status(202).send({ status: true as const });
    },
  );

  app.post(
    '/report-error',
    {
      schema: {
        tags: ['user'],
        summary:
          'Report a mistake or a problem on a page: JSON, or multipart with an optional screenshot (PNG, JPEG or WebP, 5 MB)',
        consumes: ['application/json', 'multipart/form-data'],
        body: ErrorReportUpload,
        response: { 201: ErrorReportResponse },
      },
      preValidation: refuseNulIn,
    },
    async (request, reply) => {
      const { screenshot, ...report } = request.body;
      await submitErrorReport(db, { report, screenshot });
      return reply
        .status(201)
        .send({ status: true as const, message: 'Thank you. Our content team will check this page.' });
    },
  );

  app.post(
    '/apis/update-location-details',
    {
      schema: {
        tags: ['user'],
        summary: 'Store a location the visitor agreed to share',
        querystring: LocationUpdateQuery,
        response: { 202: Accepted },
      },
    },
    async (request, reply) => {
      await recordLocationUpdate(db, request.query);
      return reply.status(202).send({ status: true as const });
    },
  );

  app.get(
    '/:userId/lite',
    {
      schema: {
        tags: ['user'],
        summary: 'Who a signed-in person is (SPEC.md §3 user lite): the person themself or an internal user',
        params: UserIdParams,
        response: { 200: UserLite },
      },
      preHandler: requireSelfOrInternal(),
    },
    async (request) => getUserLite(db, request.params.userId),
  );
};
