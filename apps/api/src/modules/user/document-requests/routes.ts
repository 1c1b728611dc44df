import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { INTERNAL_PERMISSIONS } from '@meridian/domain/auth/permissions';
import {
  DocumentRequest,
  DocumentRequestCreate,
  DocumentRequestList,
} from '@meridian/domain/profile/document-requests';
import { authOf, requirePermission } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { createRoute, readRoute } from '#api/platform/openapi/route-options.ts';
import { listDocumentRequests, requestDocument } from './service.ts';

const UserParams = z.object({ userId: z.uuid() });

/** `/user/{userId}/document-requests`: documents the learner's counsellor asks for. */
export const documentRequestRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  app.get(
    '/:userId/document-requests',
    readRoute('Documents the counsellor asked the learner for: open ones first', DocumentRequestList, {
      params: UserParams,
    }),
    async (request) => listDocumentRequests(deps.db, request.params.userId),
  );

  app.post(
    '/:userId/document-requests',
    {
      ...createRoute(
        'Ask the learner for a document of a type (their counsellor or an admin): shown on their dashboard until they upload one, and sent to them by email',
        DocumentRequest,
        { params: UserParams, body: DocumentRequestCreate },
      ),
      // Before the body is read: a learner is refused whatever they send.
      preValidation: requirePermission(...INTERNAL_PERMISSIONS),
    },
    async (request) =>
      requestDocument(deps, {
        userId: request.params.userId,
        counsellorId: authOf(request).userId,
        request: request.body,
      }),
  );
};
