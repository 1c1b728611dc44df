import type { ContactPreferences, PreferencesUpdate } from '@meridian/domain/lead/schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { verifyContactToken } from '../../platform/notifier/unsubscribe-link.ts';
import { findContactPreferences, upsertContactPreferences } from './repo.ts';

function contactFromToken(secret: string, token: string): string {
  const contact = verifyContactToken(secret, token);
  if (!contact) throw new AppError('BAD_REQUEST', 'this link is not valid', { field: 'token' });
  return contact;
}

const kindOf = (contact: string) => (contact.includes('@') ? 'email' : 'mobile');

/** What the number or address in the link has stopped; nothing until they choose. */
export async function getContactPreferences(
  deps: { db: Db; secret: string },
  token: string,
): Promise<ContactPreferences> {
  const contact = contactFromToken(deps.secret, token);
  const row = await findContactPreferences(deps.db, contact);
  return {
    contact,
    kind: kindOf(contact),
    stopCalls: row?.stopCalls ?? false,
    stopSms: row?.stopSms ?? false,
    stopEmail: row?.stopEmail ?? false,
  };
}

export async function updateContactPreferences(
  deps: { db: Db; secret: string },
  update: PreferencesUpdate,
): Promise<ContactPreferences> {
  const contact = contactFromToken(deps.secret, update.token);
  const choices = { stopCalls: update.stopCalls, stopSms: update.stopSms, stopEmail: update.stopEmail };
  await upsertContactPreferences(deps.db, { contact, ...choices });
  return { contact, kind: kindOf(contact), ...choices };
}
