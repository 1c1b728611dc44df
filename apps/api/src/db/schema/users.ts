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
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import type { EducationLevel } from '@meridian/domain/catalogue/levels';
import { timestamps } from './columns.ts';
import { leads } from './lead.ts';

/**
 * A person who can log in, by an OTP to their mobile or their email. Email and mobile are kept in
 * clear (each is a login key with a unique index); SPEC.md §3's "stored encrypted" is about the
 * browser's copy, which the web keeps in memory only.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    /** Lowercase. */
    email: varchar('email', { length: 254 }),
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
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_sso_user_id_key').on(t.ssoUserId),
    index('users_lead_idx').on(t.leadId),
    check('users_status_check', sql`${t.status} in ('active', 'deactivated')`),
    check('users_contact_check', sql`${t.email} is not null or ${t.mobile} is not null`),
  ],
);

/**
 * Rotating refresh tokens, kept as SHA-256 hashes. Each login starts a family; a refresh spends
 * its token (rotated_at, replaced_by) and adds the next one to the family. A spent token used
 * again means it was copied, so the whole family is revoked.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: varchar('token_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: uuid('replaced_by').references((): AnyPgColumn => refreshTokens.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_key').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/**
 * A registration waiting for its OTP. The account is made only when the code is verified, so
 * nobody can hold someone else's number or address by registering it without the code.
 */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    mobile: varchar('mobile', { length: 20 }).notNull(),
    countryCode: varchar('country_code', { length: 5 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('pending_registrations_created_idx').on(t.createdAt)],
);
