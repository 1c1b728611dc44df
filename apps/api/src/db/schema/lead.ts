import { sql } from 'drizzle-orm';
import {
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
import type { ExtraFields, MessageAttachment, ProgramInterest } from '@meridian/domain/lead/schemas';
import { timestamps } from './columns.ts';

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
    enquiryCount: integer('enquiry_count').notNull().default(1),
    lastEnquiryAt: timestamp('last_enquiry_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (t) => [
    index('leads_mobile_last_enquiry_idx').on(t.mobile, t.lastEnquiryAt),
    index('leads_email_last_enquiry_idx').on(t.email, t.lastEnquiryAt),
  ],
);

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

/**
 * A one-time password sent to a number or address. Only an HMAC of the code is kept; counters
 * live here (not in process memory) so the limits hold across API replicas.
 */
export const otpRequests = pgTable(
  'otp_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: varchar('purpose', { length: 20 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    /** E.164 number or lowercase email address. */
    destination: varchar('destination', { length: 254 }).notNull(),
    /** What the code proves: the lead for `lead`, the account for `login`. */
    subjectId: uuid('subject_id').notNull(),
    codeHash: varchar('code_hash', { length: 64 }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongAttempts: smallint('wrong_attempts').notNull().default(0),
    resendCount: smallint('resend_count').notNull().default(0),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('otp_requests_channel_check', sql`${t.channel} in ('sms', 'email')`),
    index('otp_requests_subject_idx').on(t.subjectId),
  ],
);

/** One row per code sent (first send and resends): the 24-hour limit per destination counts these. */
export const otpSends = pgTable(
  'otp_sends',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    destination: varchar('destination', { length: 254 }).notNull(),
    otpRequestId: uuid('otp_request_id')
      .notNull()
      .references(() => otpRequests.id, { onDelete: 'cascade' }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('otp_sends_destination_sent_idx').on(t.destination, t.sentAt)],
);

/** Messages kept by the `outbox` notifier (the default): readable at /dev/outbox outside production. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    /** Files the email carried (a calendar entry), kept whole so a test can open them. */
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_messages_channel_check', sql`${t.channel} in ('sms', 'email')`),
    index('outbox_messages_to_created_idx').on(t.to, t.createdAt),
  ],
);

/** What a number or address has asked us to stop; absent means nothing stopped. */
export const contactPreferences = pgTable('contact_preferences', {
  contact: varchar('contact', { length: 254 }).primaryKey(),
  stopCalls: boolean('stop_calls').notNull().default(false),
  stopSms: boolean('stop_sms').notNull().default(false),
  stopEmail: boolean('stop_email').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
