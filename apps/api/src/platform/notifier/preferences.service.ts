import type { ContactPreferences, PreferencesUpdate } from '@meridian/domain/lead/schemas';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import { PREFERENCES_LINK } from './unsubscribe-link.ts';
import { findContactPreferences, upsertContactPreferences } from './repo.ts';
import { verifyLink } from '#api/platform/signed-link.ts';

export interface PreferencesDeps {
  db: Db;
  secret: string;
  clock: Clock;
}

/** The number or address the link names; a forged, altered or expired link is refused before anything is read or written. */
function contactFromToken(deps: PreferencesDeps, token: string): string {
  const check = verifyLink({ kind: PREFERENCES_LINK, secret: deps.secret, token, now: deps.clock() });
  if (check.valid) return check.claims.contact;
  const detail = check.reason === 'expired' ? 'this link has expired' : 'this link is not valid';
  throw new AppError('BAD_REQUEST', detail, { field: 'token' });
}

const kindOf = (contact: string) => (contact.includes('@') ? 'email' : 'mobile');

/** What the number or address in the link has stopped; nothing until they choose. */
export async function getContactPreferences(
  deps: PreferencesDeps,
  token: string,
): Promise<ContactPreferences> {
  return readContactPreferences(deps.db, contactFromToken(deps, token));
}

/** What one number or address has stopped, as stored (nothing stopped when it never chose). */
export async function readContactPreferences(db: Db, contact: string): Promise<ContactPreferences> {
  const row = await findContactPreferences(db, contact);
  return {
    contact,
    kind: kindOf(contact),
    stopCalls: row?.stopCalls ?? false,
    stopSms: row?.stopSms ?? false,
    stopEmail: row?.stopEmail ?? false,
  };
}

export async function updateContactPreferences(
  deps: PreferencesDeps,
  update: PreferencesUpdate,
): Promise<ContactPreferences> {
  const contact = contactFromToken(deps, update.token);
  const choices = { stopCalls: update.stopCalls, stopSms: update.stopSms, stopEmail: update.stopEmail };
  await upsertContactPreferences(deps.db, { contact, ...choices });
  return { contact, kind: kindOf(contact), ...choices };
}
