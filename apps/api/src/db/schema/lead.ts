import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ExtraFields, ProgramInterest } from '@meridian/domain/lead/schemas';
import { LEAD_STATUSES, type LeadStatus } from '@meridian/domain/lead/inbox';
import { timestamps } from './columns.ts';
import { users } from './users.ts';

/** A lead's answers about their plans, as an enquiry gives them (undefined: not asked). */
export type LeadAnswers = Partial<
  Pick<
    typeof leads.$inferInsert,
    | 'city'
    | 'country'
    | 'interestedCountries'
    | 'interestedEducationLevel'
    | 'interestedYear'
    | 'englishTestStatus'
    | 'previousClassStatus'
  >
>;

export interface PendingContact {
  otpRequestId: string;
  name: string;
  email: string | null;
  /** The repeat enquiry's answers, which replace the lead's when that OTP is verified. */
  answers?: LeadAnswers;
}

/**
 * One person's enquiry. A repeat enquiry from the same mobile or email within 24 hours updates
 * this row (and adds a touchpoint) instead of making a second lead.
 */
export const leads = pgTable(
  'leads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: varchar('name', { length: 100 }).notNull(),
    /** E.164, e.g. +919876543210. */
    mobile: varchar('mobile', { length: 20 }).notNull(),
    countryCode: varchar('country_code', { length: 5 }).notNull(),
    email: varchar('email', { length: 254 }),
    city: varchar('city', { length: 40 }),
    country: varchar('country', { length: 60 }),
    interestedCountries: text('interested_countries').array().notNull(),
    interestedEducationLevel: varchar('interested_education_level', { length: 20 }).notNull(),
    interestedYear: smallint('interested_year'),
    englishTestStatus: varchar('english_test_status', { length: 30 }),
    previousClassStatus: varchar('previous_class_status', { length: 30 }),
    registrationType: varchar('registration_type', { length: 40 }).notNull(),
    /** First-touch attribution: the extraFields of the enquiry that created the lead. */
    attribution: jsonb('attribution').$type<ExtraFields>().notNull().default({}),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /**
     * A repeat enquiry's name, email and answers: applied only when the OTP request it names is
     * verified (sent to the lead's own mobile), so a stranger who knows the number cannot
     * overwrite the person's details; until then the enquiry only adds to the lead.
     */
    pendingContact: jsonb('pending_contact').$type<PendingContact>(),
    enquiryCount: integer('enquiry_count').notNull().default(1),
    lastEnquiryAt: timestamp('last_enquiry_at', { withTimezone: true }).notNull().defaultNow(),
    /** Where the counsellor has got with the lead. */
    status: varchar('status', { length: 20 }).$type<LeadStatus>().notNull().default('new'),
    /** The counsellor looking after the lead (round-robin among those of its destination at first). */
    assignedCounsellorId: uuid('assigned_counsellor_id').references((): AnyPgColumn => users.id, {
      onDelete: 'set null',
    }),
    /** When the lead was given to its counsellor ("your counsellor since"). */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    index('leads_mobile_last_enquiry_idx').on(t.mobile, t.lastEnquiryAt),
    index('leads_email_last_enquiry_idx').on(t.email, t.lastEnquiryAt),
    // The inbox lists newest first, by status or by counsellor.
    index('leads_created_idx').on(t.createdAt, t.id),
    index('leads_status_created_idx').on(t.status, t.createdAt),
    index('leads_counsellor_created_idx').on(t.assignedCounsellorId, t.createdAt),
    check(
      'leads_status_check',
      sql`${t.status} in (${sql.raw(LEAD_STATUSES.map((status) => `'${status}'`).join(', '))})`,
    ),
  ],
);

/** A counsellor's notes on a lead (SPEC.md §3 notes shape), each maybe moving its status. */
export const leadNotes = pgTable(
  'lead_notes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    status: varchar('status', { length: 20 }).$type<LeadStatus>(),
    rpId: integer('rp_id'),
    studyAbroad: boolean('study_abroad').notNull(),
    notes: text('notes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_notes_lead_idx').on(t.leadId, t.createdAt)],
);

/**
 * The destinations a counsellor answers leads for (names as leads store them, e.g. `Germany`).
 * `lastAssignedAt` makes the round-robin: a new lead goes to the desk that waited longest.
 */
export const counsellorDesks = pgTable('counsellor_desks', {
  counsellorId: uuid('counsellor_id')
    .primaryKey()
    .references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
  destinations: text('destinations').array().notNull(),
  lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
});

/** Every enquiry, call-me-back, Apply popup, brochure request or repeat visit that reached a lead, with its attribution. */
export const leadTouchpoints = pgTable(
  'lead_touchpoints',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    registrationType: varchar('registration_type', { length: 40 }).notNull(),
    source: varchar('source', { length: 100 }),
    platForm: varchar('plat_form', { length: 40 }),
    clickIdentifier: varchar('click_identifier', { length: 600 }),
    extraFields: jsonb('extra_fields').$type<ExtraFields>().notNull().default({}),
    /** The program, course or university the touchpoint was about (Apply popup, brochure request). */
    programInterest: jsonb('program_interest').$type<ProgramInterest>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('lead_touchpoints_lead_idx').on(t.leadId, t.createdAt)],
);

/** Consent to be contacted, with the version and exact wording the person ticked, and when. */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    version: varchar('version', { length: 40 }).notNull(),
    text: text('text').notNull(),
    platformUrl: varchar('platform_url', { length: 1000 }),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_lead_idx').on(t.leadId)],
);
