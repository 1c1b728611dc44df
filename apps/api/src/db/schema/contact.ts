import { index, pgTable, text, timestamp, uuid, varchar } from 'drizzle-orm/pg-core';
import { leads } from './people.ts';

// Owned by cms/contact (docs/adr/009): what contact-us messages said.

/** What a contact-us message said; the person is a lead of the lead service (source `contact-us:{topic}`). */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    topic: varchar('topic', { length: 40 }).notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_messages_lead_idx').on(t.leadId)],
);
