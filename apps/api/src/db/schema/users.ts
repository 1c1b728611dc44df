import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { EducationLevel } from '@meridian/domain/catalogue/levels';
import { timestamps } from './columns.ts';
import { leads } from './lead.ts';

// Owned by user (docs/adr/008): the accounts; auth reads them through the user service.
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
