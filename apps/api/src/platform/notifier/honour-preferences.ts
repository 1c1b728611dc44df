import type { Db } from '#api/db/client.ts';
import type { OutgoingMessage } from './notifier.ts';
import { findContactPreferences } from './repo.ts';

/**
 * The one place contact preferences are honoured: an update or a requested file (a brochure link:
 * anyone can type an address into that form) to a number or address that stopped that channel is
 * not sent; only an OTP goes regardless, since it proves the person is asking now. It is asked when
 * the message is delivered, not when it is queued, so a person who stops a channel while a message
 * waits out a provider's outage does not receive it afterwards.
 */
export async function stoppedByContact(db: Db, message: OutgoingMessage): Promise<boolean> {
  if (message.purpose === 'otp') return false;
  const preferences = await findContactPreferences(db, message.to);
  if (!preferences) return false;
  return message.channel === 'sms' ? preferences.stopSms : preferences.stopEmail;
}
