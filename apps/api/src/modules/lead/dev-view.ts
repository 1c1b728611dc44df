import { ExtraFields, ProgramInterest, type LeadDevView } from '@meridian/domain/lead/schemas';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import { findLeadById, listConsents, listTouchpoints } from './repo.ts';
import { readContactPreferences } from '../../platform/notifier/preferences.service.ts';

/** A lead with its touchpoints and consents, for `GET /dev/leads/:leadId` outside production. */
export async function getLeadDevViewOrThrow(db: Db, leadId: string): Promise<LeadDevView> {
  const lead = await findLeadById(db, leadId);
  if (!lead) throw new AppError('NOT_FOUND', `no lead ${leadId}`);
  const contacts = lead.email ? [lead.mobile, lead.email] : [lead.mobile];
  const [touchpoints, consents, contactPreferences] = await Promise.all([
    listTouchpoints(db, leadId),
    listConsents(db, leadId),
    Promise.all(contacts.map((contact) => readContactPreferences(db, contact))),
  ]);
  return {
    id: lead.id,
    name: lead.name,
    mobile: lead.mobile,
    email: lead.email,
    verified: lead.verifiedAt !== null,
    enquiryCount: lead.enquiryCount,
    interestedCountries: lead.interestedCountries,
    interestedEducationLevel: lead.interestedEducationLevel,
    attribution: ExtraFields.parse(lead.attribution),
    touchpoints: touchpoints.map((t) => ({
      registrationType: t.registrationType,
      source: t.source,
      platForm: t.platForm,
      clickIdentifier: t.clickIdentifier,
      extraFields: ExtraFields.parse(t.extraFields),
      programInterest: t.programInterest ? ProgramInterest.parse(t.programInterest) : null,
      createdAt: t.createdAt.toISOString(),
    })),
    consents: consents.map((c) => ({ version: c.version, text: c.text, givenAt: c.givenAt.toISOString() })),
    contactPreferences,
  };
}
