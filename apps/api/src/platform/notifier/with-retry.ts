import type { FastifyBaseLogger } from 'fastify';
import { DeliveryError, type Notifier } from './notifier.ts';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a failing provider with exponential backoff and jitter (base, 2×base, 4×base…), then
 * gives up with the last `DeliveryError`, so a caller can tell the user instead of pretending.
 * An unreachable database is passed on untouched, to be answered 503 like any query's.
 */
export function withRetry(
  provider: Notifier,
  options: { maxAttempts: number; baseDelayMs: number; log: FastifyBaseLogger },
): Notifier {
  return {
    async send(message) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await provider.send(message);
        } catch (error) {
          // Not the provider's failure (the outbox's database is down): no retry, the request says so.
          if (isDatabaseUnavailable(error)) throw error;
          const failure =
            error instanceof DeliveryError
              ? error
              : new DeliveryError('provider failed', { retryable: true, cause: error });
          const last = attempt >= options.maxAttempts || !failure.retryable;
          options.log.warn(
            { err: failure, attempt, channel: message.channel, willRetry: !last },
            'message delivery failed',
          );
          if (last) throw failure;
          const delay = options.baseDelayMs * 2 ** (attempt - 1);
          await sleep(delay / 2 + Math.random() * (delay / 2));
        }
      }
    },
  };
}
