import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorReportResponse,
  ErrorReportUpload,
  SCREENSHOT_MAX_BYTES,
} from '@meridian/domain/extras/schemas';
import { registerMultipartBody } from '#api/platform/multipart-body.ts';
import { refuseUnstorableInputIn } from '#api/platform/refuse-unstorable-input.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { submitErrorReport } from './service.ts';
import { publicWriteLimited } from '#api/platform/rate-limit/public-write-limits.ts';

/** `POST /user/report-error`, in a scope of its own: its multipart reader takes a screenshot only. */
export const errorReportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await registerMultipartBody(app, {
    file: {
      field: 'screenshot',
      noun: 'screenshot',
      maxBytes: SCREENSHOT_MAX_BYTES,
      misnamed: 'only a screenshot can be attached',
    },
    limits: { fields: 10, fieldSize: 4000 },
  });

  app.post(
    '/report-error',
    {
      schema: {
        summary:
          'Report a mistake or a problem on a page: JSON, or multipart with an optional screenshot (PNG, JPEG or WebP, 5 MB)',
        consumes: ['application/json', 'multipart/form-data'],
        body: ErrorReportUpload,
        response: { 201: ErrorReportResponse },
      },
      // Counted before the body is read, so a flood of 5 MB uploads is refused unread.
      onRequest: publicWriteLimited(deps, 'report-error'),
      preValidation: refuseUnstorableInputIn,
    },
    async (request, reply) => {
      const { screenshot, ...report } = request.body;
      await submitErrorReport(
        { db: deps.db, storage: deps.storage, log: request.log },
        { report, screenshot },
      );
      return reply
        .status(201)
        .send({ status: true as const, message: 'Thank you. Our content team will check this page.' });
    },
  );
};
