import type { FastifyInstance } from 'fastify';
import type { Database } from '#api/db/client.ts';
import { AppError } from './app-error.ts';

/** Seconds a refused client is asked to wait: the pool turns over many times a second. */
const RETRY_AFTER_SECONDS = 1;

/**
 * Refuses a request at once (503, retry after a second) while the database pool's queue is full,
 * rather than letting it wait its turn past any reasonable answer time. Health checks pass: they
 * have their own connection and must tell a balancer the truth.
 */
export function shedLoadWhenSaturated(app: FastifyInstance, database: Database): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!database.saturated() || request.url.split('?', 1)[0]!.endsWith('/health')) return;
    void reply.header('retry-after', String(RETRY_AFTER_SECONDS));
    throw new AppError('SERVICE_UNAVAILABLE', 'the database is busy');
  });
}
