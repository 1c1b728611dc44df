import { ExtraFields, type LeadDevView } from '@meridian/domain/lead/schemas';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { findLeadById, listConsents } from './repo.ts';
import { contactPreferencesOf, touchpointsOf } from './lead-record.ts';

/** A lead with its touchpoints and consents, for `GET /dev/leads/:leadId` outside production. */
export async function getLeadDevViewOrThrow(db: Db, leadId: string): Promise<LeadDevView> {
  const lead = await findLeadById(db, leadId);
  if (!lead) throw new AppError('NOT_FOUND', `no lead ${leadId}`);
  const [touchpoints, consents, contactPreferences] = await Promise.all([
    touchpointsOf(db, leadId),
    listConsents(db, leadId),
    contactPreferencesOf(db, lead),
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
    interestedYear: lead.interestedYear,
    city: lead.city,
    attribution: ExtraFields.parse(lead.attribution),
    touchpoints,
    consents: consents.map((c) => ({ version: c.version, text: c.text, givenAt: c.givenAt.toISOString() })),
    contactPreferences,
  };
}
