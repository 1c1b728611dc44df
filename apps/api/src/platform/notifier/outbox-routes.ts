import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxMessage, OutboxQuery } from '@meridian/domain/lead/schemas';
import type { ModuleDeps } from '../module-deps.ts';
import { listOutboxFor } from './outbox.service.ts';

/** `GET /dev/outbox?to=…`: what the outbox notifier kept for one number or address (never in production). */
export const outboxRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/outbox',
    {
      schema: {
        summary: 'Messages kept for one number (E.164) or email address, newest first',
        querystring: OutboxQuery,
        response: { 200: z.array(OutboxMessage) },
      },
    },
    async (request) => listOutboxFor(db, request.query.to),
  );
};
