import type { FastifyBaseLogger } from 'fastify';
import type { MessageProvider } from './notifier.ts';

/**
 * The development provider: the message is already in the outbox table, so delivering it only logs
 * it; it is then readable at /dev/outbox. Nothing goes outside.
 */
export function outboxProvider(log: FastifyBaseLogger): MessageProvider {
  return {
    name: 'outbox',
    async send(message) {
      log.info(
        { messageId: message.id, to: message.to, channel: message.channel, subject: message.subject },
        'message kept in outbox',
      );
    },
  };
}
