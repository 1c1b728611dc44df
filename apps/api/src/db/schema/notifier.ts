import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import type { MessageAttachment } from '@meridian/domain/lead/schemas';

// Owned by platform/notifier (docs/adr/009).
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
