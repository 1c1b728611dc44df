import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { OutboxMessage, OutboxQuery } from '@meridian/domain/lead/schemas';
import type { ModuleDeps } from '../module-deps.ts';
import { listOutboxMessagesTo } from './repo.ts';

/** `GET /dev/outbox?to=…`: what the outbox notifier kept for one number or address (never in production). */
export const outboxRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Messages kept for one number (E.164) or email address, newest first',
        querystring: OutboxQuery,
        response: { 200: z.array(OutboxMessage) },
      },
    },
    async (request) => {
      const rows = await listOutboxMessagesTo(db, request.query.to.toLowerCase());
      return rows.map((row) => ({
        to: row.to,
        channel: OutboxMessage.shape.channel.parse(row.channel),
        subject: row.subject,
        body: row.body,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
};
