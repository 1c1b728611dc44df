import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { EducationLevel } from '@meridian/domain/catalogue/levels';
import type { ExtraFields } from '@meridian/domain/lead/schemas';
import { LEAD_STATUSES, type LeadStatus } from '@meridian/domain/lead/inbox';
import { storedImage, timestamps } from './columns.ts';

// Accounts and their enquiries (leads) reference each other, so both tables live in this one file.
// Owned by user (docs/adr/008): the accounts; auth reads them through the user service. Owned by
// lead: the leads.
/**
 * A person who can log in, by an OTP to their mobile or their email. Email and mobile are kept in
 * clear (each is a login key with a unique index); SPEC.md §3's "stored encrypted" is about the
 * browser's copy, which the web keeps in memory only. The mobile is always proven (registration
 * verifies it); the email only once `email_verified_at` is set, and only then is it a login key.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    /** Lowercase. */
    email: varchar('email', { length: 254 }),
    /** When an OTP to `email` proved the person receives it; until then nothing is matched on it. */
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** E.164, e.g. +919000000101. */
    mobile: varchar('mobile', { length: 20 }),
    /** The dialling prefix the mobile was entered with, e.g. +91. */
    countryCode: varchar('country_code', { length: 5 }),
    status: varchar('status', { length: 20 }).notNull().default('active'),
    paidUser: boolean('paid_user').notNull().default(false),
    /** SPEC.md §6 permission names, carried in the access token. */
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    interestedEducationLevel: varchar('interested_education_level', { length: 20 }).$type<EducationLevel>(),
    /** A counsellor's photo as learners meet them; null draws their initials. */
    photo: storedImage('photo'),
    /** The lead of the same person, so their enquiries stay with them after they register. */
    leadId: uuid('lead_id').references(() => leads.id, { onDelete: 'set null' }),
    /** The id the single-sign-on service knows the person by (SPEC.md §7 sso/token). */
    ssoUserId: uuid('sso_user_id').notNull().defaultRandom(),
    ...timestamps,
  },
  (t) => [
    // Anyone may type any address at registration, so only a proven one is unique (and a login key).
    uniqueIndex('users_verified_email_key')
      .on(t.email)
      .where(sql`${t.emailVerifiedAt} is not null`),
    index('users_email_idx').on(t.email),
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_sso_user_id_key').on(t.ssoUserId),
    index('users_lead_idx').on(t.leadId),
    check('users_status_check', sql`${t.status} in ('active', 'deactivated')`),
    check('users_contact_check', sql`${t.email} is not null or ${t.mobile} is not null`),
  ],
);

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
    /** The form (and version) whose enquiry created the lead, which the inbox compares forms by. */
    formId: varchar('form_id', { length: 60 }),
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
