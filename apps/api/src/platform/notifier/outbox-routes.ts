import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxMessage, OutboxQuery } from '@meridian/domain/lead/schemas';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { listOutboxFor } from './outbox.service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

/** `GET /dev/outbox?to=…`: what the outbox provider delivered to one number or address (never in production). */
export const outboxRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db, notifier }) => {
  app.get(
    '/outbox',
    readRoute('Messages kept for one number (E.164) or email address, newest first', z.array(OutboxMessage), {
      querystring: OutboxQuery,
    }),
    async (request) => listOutboxFor({ db, notifier }, request.query.to),
  );
};
