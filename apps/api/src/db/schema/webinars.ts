import { sql } from 'drizzle-orm';
import {
  check,
  primaryKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { destinations, universities } from './catalogue.ts';
import { users } from './people.ts';

/**
 * Live online sessions: a university's admissions team (university_id set) or a counsellor on a
 * destination (university_id null). Times are UTC instants; pages show them in IST.
 */
export const webinars = pgTable(
  'webinars',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: text('summary').notNull(),
    countryIso3: varchar('country_iso3', { length: 5 })
      .notNull()
      .references(() => destinations.iso3),
    universityId: integer('university_id').references(() => universities.id, { onDelete: 'cascade' }),
    hostName: varchar('host_name', { length: 120 }).notNull(),
    hostRole: varchar('host_role', { length: 160 }).notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    seats: integer('seats').notNull(),
    registered: integer('registered').notNull().default(0),
    /** The link provider's join address (any video platform); shown to registered learners only. */
    joinUrl: text('join_url'),
    /** A Zoom meeting joined in the page through the Meeting SDK, instead of the link. */
    zoomMeetingNumber: varchar('zoom_meeting_number', { length: 11 }),
    /** Where a past session can be watched again. */
    recordingUrl: text('recording_url'),
    /** `draft` keeps the session off the site and closed to registration. */
    status: varchar('status', { length: 10 }).notNull().default('published'),
    ...timestamps,
  },
  (t) => [
    index('webinars_country_starts_idx').on(t.countryIso3, t.startsAt),
    index('webinars_university_starts_idx').on(t.universityId, t.startsAt),
    check('webinars_duration_check', sql`${t.durationMinutes} between 15 and 240`),
    check('webinars_seats_check', sql`${t.registered} between 0 and ${t.seats}`),
    check('webinars_status_check', sql`${t.status} in ('draft', 'published')`),
  ],
);

/**
 * A learner's place in a session (one per learner; registering again changes nothing).
 * `reminded_at` is set when the reminder an hour before went, so it goes once.
 */
export const webinarRegistrations = pgTable(
  'webinar_registrations',
  {
    webinarId: integer('webinar_id')
      .notNull()
      .references(() => webinars.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.webinarId, t.userId] }),
    index('webinar_registrations_user_idx').on(t.userId),
  ],
);
