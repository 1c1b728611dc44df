import type { ContactPreferences, LeadTouchpoint } from '@meridian/domain/lead/schemas';
import { ExtraFields, ProgramInterest } from '@meridian/domain/lead/schemas';
import type { Db } from '#api/db/client.ts';
import { readContactPreferences } from '#api/platform/notifier/preferences.service.ts';
import { listTouchpoints, type LeadRow } from './repo.ts';

/** A lead's touchpoints, oldest first, each with the attribution it came with. */
export async function touchpointsOf(db: Db, leadId: string): Promise<LeadTouchpoint[]> {
  return (await listTouchpoints(db, leadId)).map((t) => ({
    registrationType: t.registrationType,
    source: t.source,
    formId: t.formId,
    platForm: t.platForm,
    clickIdentifier: t.clickIdentifier,
    extraFields: ExtraFields.parse(t.extraFields),
    programInterest: t.programInterest ? ProgramInterest.parse(t.programInterest) : null,
    createdAt: t.createdAt.toISOString(),
  }));
}

/** What the lead's mobile, then its email (when given), has stopped: what the notifier honours. */
export function contactPreferencesOf(db: Db, lead: LeadRow): Promise<ContactPreferences[]> {
  const contacts = lead.email ? [lead.mobile, lead.email] : [lead.mobile];
  return Promise.all(contacts.map((contact) => readContactPreferences(db, contact)));
}
