import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  MESSAGE_ADMIN_PERMISSIONS,
  MessageListPage,
  MessageListQuery,
  MessageParams,
  MessageSummary,
} from '@meridian/domain/notifier/messages';
import { requirePermission } from '#api/platform/auth/auth-guard.ts';
import { addScopeHook } from '#api/platform/openapi/documented-hook.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { listOutboxMessages, resendOutboxMessage } from './messages-admin.service.ts';

/** `/lead/admin/messages`: what the site sent, is sending or could not send, for staff (the console's "Messages"). */
export const messagesAdminRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (
  app,
  { db, notifier, clock },
) => {
  addScopeHook(app, requirePermission(...MESSAGE_ADMIN_PERMISSIONS));

  app.get(
    '/messages',
    readRoute(
      'Messages queued, sent, failed or skipped, newest first, with their attempts and last error (page from 1, size 20)',
      MessageListPage,
      { querystring: MessageListQuery },
    ),
    async (request) => listOutboxMessages(db, request.query),
  );

  app.post(
    '/messages/:id/resend',
    {
      schema: {
        summary: 'Send a message again (a new message with the same text); one still queued is only woken',
        params: MessageParams,
        response: { 200: MessageSummary },
      },
    },
    async (request) => resendOutboxMessage({ db, notifier, clock }, request.params.id),
  );
};
