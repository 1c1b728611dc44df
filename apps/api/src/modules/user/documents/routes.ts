import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { Accepted } from '@meridian/domain/accepted';
import {
  DocumentIdParams,
  DocumentList,
  DocumentUpload,
  DocumentViewLink,
  UserDocument,
  type UploadedFile,
} from '@meridian/domain/profile/documents';
import { refuseUnstorableInputIn } from '#api/platform/refuse-unstorable-input.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { megabytes, registerMultipartBody } from '#api/platform/multipart-body.ts';
import { documentViewLink, listUserDocuments, removeDocument, saveDocument } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { byIp } from '#api/platform/rate-limit/keys.ts';
import { rateLimited } from '#api/platform/rate-limit/rate-limit.ts';
import { ApiErrorResponse } from '@meridian/domain/error-response';

const UserParams = z.object({ userId: z.uuid() });
/** Uploads per visitor address an hour, counted before the file is read. */
const UPLOADS_PER_IP_PER_HOUR = 60;

/** `/user/{userId}/document…`: upload, replace, list, view link and delete (SPEC.md §7). */
export const documentRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, config, storage, clock },
) => {
  const maxBytes = config.DOCUMENT_MAX_BYTES;
  const uploadLimit = rateLimited(
    { db, clock },
    { scope: 'document-upload:ip', limit: UPLOADS_PER_IP_PER_HOUR, windowSeconds: 60 * 60, keys: byIp },
  );
  await registerMultipartBody(app, {
    file: {
      field: 'file',
      noun: 'file',
      maxBytes,
      value: (bytes, fileName): UploadedFile => ({ bytes, fileName }),
    },
    limits: { fields: 10, fieldSize: 1000 },
  });
  const deps = (log: typeof app.log) => ({ db, storage, log, now: clock() });

  const upload = {
    consumes: ['multipart/form-data'],
    body: DocumentUpload,
    response: { 200: UserDocument, 201: UserDocument },
  };

  app.post(
    '/:userId/document/upload',
    {
      schema: {
        ...upload,
        summary: `Upload a document (PNG, JPEG or PDF by its bytes, ${megabytes(maxBytes)} at most); with documentId, replace that one`,
        params: UserParams,
        // The learner's document quota (DOCUMENT_QUOTA_EXCEEDED).
        response: { ...upload.response, 409: ApiErrorResponse },
      },
      onRequest: uploadLimit,
      preValidation: refuseUnstorableInputIn,
    },
    async (request, reply) => {
      const document = await saveDocument(deps(request.log), {
        userId: request.params.userId,
        upload: request.body,
      });
      return reply.status(request.body.documentId ? 200 : 201).send(document);
    },
  );

  app.put(
    '/:userId/document/:documentId',
    {
      schema: {
        ...upload,
        summary: 'Replace a document’s file',
        params: DocumentIdParams,
        response: { ...upload.response, 409: ApiErrorResponse },
      },
      onRequest: uploadLimit,
      preValidation: refuseUnstorableInputIn,
    },
    async (request) =>
      saveDocument(deps(request.log), {
        userId: request.params.userId,
        upload: { ...request.body, documentId: request.params.documentId },
      }),
  );

  app.get(
    '/:userId/document',
    readRoute('The learner’s documents, newest first', DocumentList, { params: UserParams }),
    async (request) => ({ documents: await listUserDocuments(db, request.params.userId) }),
  );

  app.get(
    '/:userId/document/:documentId/view',
    readRoute('A link that shows the document for the next five minutes', DocumentViewLink, {
      params: DocumentIdParams,
    }),
    async (request) => documentViewLink({ db, secret: config.JWT_SECRET, now: clock() }, request.params),
  );

  app.delete(
    '/:userId/document/:documentId',
    {
      schema: {
        summary: 'Delete a document and its file',
        params: DocumentIdParams,
        response: { 200: Accepted },
      },
    },
    async (request) => {
      await removeDocument(deps(request.log), request.params);
      return { status: true as const };
    },
  );
};
