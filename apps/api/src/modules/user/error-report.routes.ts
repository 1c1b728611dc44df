import type { MultipartFile } from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ErrorReportResponse,
  ErrorReportUpload,
  SCREENSHOT_MAX_BYTES,
} from '@meridian/domain/extras/schemas';
import { AppError } from '../../platform/app-error.ts';
import { registerMultipartBody } from '../../platform/multipart-body.ts';
import { refuseUnstorableInputIn } from '../../platform/refuse-unstorable-input.ts';
import type { ModuleDeps } from '../../platform/module-deps.ts';
import { submitErrorReport } from './error-report.service.ts';
import { publicWriteLimited } from '../../platform/rate-limit/public-write-limits.ts';

/**
 * Reads the report's one file, `screenshot`, into memory (at most 5 MB) before validation, so the
 * route's schema sees the fields and the bytes together; anything larger or otherwise named is refused.
 */
async function readScreenshot(part: MultipartFile): Promise<Buffer> {
  if (part.fieldname !== 'screenshot') {
    throw new AppError('BAD_REQUEST', 'only a screenshot can be attached', { field: part.fieldname });
  }
  try {
    return await part.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code !== 'FST_REQ_FILE_TOO_LARGE') throw error;
    throw new AppError('BAD_REQUEST', 'the screenshot must be 5 MB or smaller', { field: 'screenshot' });
  }
}

/** `POST /user/report-error`, in a scope of its own: its multipart reader takes a screenshot only. */
export const errorReportRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  await registerMultipartBody(app, {
    readFile: readScreenshot,
    limits: { files: 1, fileSize: SCREENSHOT_MAX_BYTES, fields: 10, fieldSize: 4000 },
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
