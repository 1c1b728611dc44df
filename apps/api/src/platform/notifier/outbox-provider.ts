import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import { DeliveryError, type Notifier } from './notifier.ts';
import { insertOutboxMessage } from './repo.ts';
import { isDatabaseUnavailable } from '../../db/database-unavailable.ts';

/** The default provider: keeps every message in the outbox table and logs it, sends nothing outside. */
export function outboxProvider(db: Db, log: FastifyBaseLogger): Notifier {
  return {
    async send(message) {
      try {
        await insertOutboxMessage(db, message);
      } catch (cause) {
        // The database itself is down: the request answers 503, as any other query would.
        if (isDatabaseUnavailable(cause)) throw cause;
        throw new DeliveryError('outbox insert failed', { retryable: true, cause });
      }
      log.info(
        { to: message.to, channel: message.channel, subject: message.subject },
        'message kept in outbox',
      );
    },
  };
}
