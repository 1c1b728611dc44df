import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Notifier, OutgoingMessage } from './notifier.ts';
import { findContactPreferences } from './repo.ts';

/** Whether the stored preferences of the message's number or address have stopped its channel. */
async function optedOut(db: Db, message: OutgoingMessage): Promise<boolean> {
  const preferences = await findContactPreferences(db, message.to);
  if (!preferences) return false;
  return message.channel === 'sms' ? preferences.stopSms : preferences.stopEmail;
}

/**
 * The one place contact preferences are honoured: an update or a requested file (a brochure link:
 * anyone can type an address into that form) to a number or address that stopped that channel is
 * dropped (and logged); only an OTP goes regardless, since it proves the person is asking now.
 */
export function honourPreferences(provider: Notifier, options: { db: Db; log: FastifyBaseLogger }): Notifier {
  return {
    async send(message) {
      if (message.purpose !== 'otp' && (await optedOut(options.db, message))) {
        options.log.info(
          { channel: message.channel, purpose: message.purpose },
          'message skipped: the contact has stopped this channel',
        );
        return;
      }
      await provider.send(message);
    },
  };
}
