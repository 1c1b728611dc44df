import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  pgTable,
  smallint,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { outboxMessages } from './notifier.ts';

// Owned by platform/otp (docs/adr/009): lead and auth ask for and check codes through its service.
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
    /**
     * What the code proves: the lead for `lead`, the pending registration for `register`, the
     * account for `email`. A `login` code proves its destination, and the account is found by it.
     */
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
    /**
     * The outbox message that carries this code, until the code is removed from its body (once it
     * is delivered and the request verified or expired); then null, so each is blanked once.
     */
    messageId: bigint('message_id', { mode: 'number' }).references(() => outboxMessages.id, {
      onDelete: 'set null',
    }),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('otp_sends_destination_sent_idx').on(t.destination, t.sentAt),
    index('otp_sends_message_idx').on(t.messageId),
  ],
);
