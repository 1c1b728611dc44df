import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { universities } from './catalogue.ts';
import { users, leads } from './people.ts';

/**
 * In-person university fairs (SPEC.md §3 Event), one per city slug. `starts_at` is the UTC instant
 * the doors open; the fair is upcoming until 6h30 after it (packages/domain events/upcoming).
 */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 60 }).notNull().unique(),
    city: varchar('city', { length: 80 }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    overview: text('overview').notNull(),
    bannerHeadline: varchar('banner_headline', { length: 160 }).notNull(),
    bannerSubline: varchar('banner_subline', { length: 240 }).notNull(),
    venueName: varchar('venue_name', { length: 160 }).notNull(),
    venueAddress: varchar('venue_address', { length: 300 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    schedule: jsonb('schedule').$type<{ time: string; activity: string }[]>().notNull(),
    keyHighlights: text('key_highlights').array().notNull(),
    /** `draft` keeps the fair off the site (its registrations stay). */
    status: varchar('status', { length: 10 }).notNull().default('published'),
    ...timestamps,
  },
  (t) => [
    index('events_starts_idx').on(t.startsAt),
    check('events_duration_check', sql`${t.durationMinutes} between 30 and 720`),
    check('events_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/** The universities exhibiting at a fair, in the order their logos are shown. */
export const eventUniversities = pgTable(
  'event_universities',
  {
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [primaryKey({ columns: [t.eventId, t.universityId] })],
);

/**
 * A place at a fair: always a lead (the counsellors follow it up), and the learner's account when
 * they were signed in. One place per lead and one per account; registering again keeps it.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 120 }).notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('event_registrations_event_lead_idx').on(t.eventId, t.leadId),
    uniqueIndex('event_registrations_event_user_idx')
      .on(t.eventId, t.userId)
      .where(sql`${t.userId} is not null`),
  ],
);
