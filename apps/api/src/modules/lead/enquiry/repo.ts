import { and, asc, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { consentRecords, leadTouchpoints } from '#api/db/schema/lead.ts';
import { leads, type LeadAnswers, type PendingContact } from '#api/db/schema/people.ts';
import { firstRow } from '#api/db/first-row.ts';

export type LeadRow = typeof leads.$inferSelect;
type LeadValues = Omit<
  typeof leads.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'enquiryCount' | 'lastEnquiryAt'
>;

/** The most recent lead with this mobile or email whose last enquiry is newer than `since`. */
export async function findRecentLeadByContact(
  tx: Tx,
  contact: { mobile: string; email: string | undefined; since: Date },
): Promise<LeadRow | undefined> {
  const sameContact = contact.email
    ? or(eq(leads.mobile, contact.mobile), eq(leads.email, contact.email))
    : eq(leads.mobile, contact.mobile);
  return firstRow(
    tx
      .select()
      .from(leads)
      .where(and(sameContact, gt(leads.lastEnquiryAt, contact.since)))
      .orderBy(desc(leads.lastEnquiryAt)),
  );
}

export async function insertLead(tx: Tx, values: LeadValues): Promise<string> {
  const [row] = await tx.insert(leads).values(values).returning({ id: leads.id });
  return row!.id;
}

/**
 * A repeat enquiry: newer answers replace older ones, undefined ones are left alone; the first
 * registration type and first-touch attribution stay.
 */
export async function updateLeadFromEnquiry(
  tx: Tx,
  id: string,
  values: Partial<Omit<LeadValues, 'attribution' | 'registrationType'>>,
): Promise<void> {
  await tx
    .update(leads)
    .set({
      ...values,
      enquiryCount: sql`${leads.enquiryCount} + 1`,
      lastEnquiryAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(leads.id, id));
}

/** The lead, locked until the transaction ends. */
export async function findLeadForUpdate(tx: Tx, id: string): Promise<LeadRow | undefined> {
  return firstRow(tx.select().from(leads).where(eq(leads.id, id)).for('update'));
}

/** Marks the lead verified, applying the details its verified enquiry proposed (`proven`), if any. */
export async function markLeadVerified(
  tx: Tx,
  id: string,
  proven: (LeadAnswers & { name: string; email: string | null }) | undefined,
): Promise<void> {
  await tx
    .update(leads)
    .set({
      verifiedAt: sql`coalesce(${leads.verifiedAt}, now())`,
      ...(proven ? { ...proven, pendingContact: null } : {}),
      updatedAt: sql`now()`,
    })
    .where(eq(leads.id, id));
}

/** Keeps a repeat enquiry's name, email and answers until the OTP request sent to the lead's mobile is verified. */
export async function setPendingContact(tx: Tx, id: string, pending: PendingContact): Promise<void> {
  await tx.update(leads).set({ pendingContact: pending }).where(eq(leads.id, id));
}

export async function insertTouchpoint(tx: Tx, values: typeof leadTouchpoints.$inferInsert): Promise<void> {
  await tx.insert(leadTouchpoints).values(values);
}

export async function insertConsentRecord(tx: Tx, values: typeof consentRecords.$inferInsert): Promise<void> {
  await tx.insert(consentRecords).values(values);
}

export async function findLeadById(db: Db, id: string): Promise<LeadRow | undefined> {
  return firstRow(db.select().from(leads).where(eq(leads.id, id)));
}

export async function listTouchpoints(db: Db, leadId: string) {
  return db
    .select()
    .from(leadTouchpoints)
    .where(eq(leadTouchpoints.leadId, leadId))
    .orderBy(asc(leadTouchpoints.createdAt), asc(leadTouchpoints.id));
}

export async function listConsents(db: Db, leadId: string) {
  return db
    .select()
    .from(consentRecords)
    .where(eq(consentRecords.leadId, leadId))
    .orderBy(asc(consentRecords.givenAt));
}
