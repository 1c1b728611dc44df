import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { MessageAttachment } from '@meridian/domain/lead/schemas';
import type { MessageStatus } from '@meridian/domain/notifier/messages';

// Owned by platform/notifier (docs/adr/009).
/**
 * The outbox: every OTP, confirmation, reminder and receipt, written in the transaction of the change
 * that causes it and delivered from here by the worker (the id is the message's one identity: it is
 * claimed by one process at a time and marked sent once). Messages delivered by the `outbox`
 * provider (development) are readable at /dev/outbox.
 */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    to: varchar('to', { length: 254 }).notNull(),
    channel: varchar('channel', { length: 10 }).notNull(),
    purpose: varchar('purpose', { length: 10 }).notNull().default('update'),
    subject: varchar('subject', { length: 200 }),
    body: text('body').notNull(),
    /** Files the email carried (a calendar entry), kept whole so a test can open them. */
    attachments: jsonb('attachments').$type<MessageAttachment[]>().notNull().default([]),
    status: varchar('status', { length: 10 }).$type<MessageStatus>().notNull().default('queued'),
    /** Delivery attempts made so far (counted when one is claimed). */
    attempts: integer('attempts').notNull().default(0),
    /** A queued message is not tried before this (the backoff after a failed attempt). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    /** While `sending`: after this the claim is void (its process died) and the message is claimable again. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lastError: varchar('last_error', { length: 500 }),
    /** The provider that delivered it: `outbox`, `smtp` or `http-sms`. */
    provider: varchar('provider', { length: 10 }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('outbox_messages_channel_check', sql`${t.channel} in ('sms', 'email')`),
    check(
      'outbox_messages_status_check',
      sql`${t.status} in ('queued', 'sending', 'sent', 'failed', 'skipped')`,
    ),
    index('outbox_messages_to_created_idx').on(t.to, t.createdAt),
    index('outbox_messages_due_idx').on(t.status, t.nextAttemptAt),
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
