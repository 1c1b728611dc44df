import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  varchar,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { destinations, universities } from './catalogue.ts';

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
    ...timestamps,
  },
  (t) => [
    index('webinars_country_starts_idx').on(t.countryIso3, t.startsAt),
    index('webinars_university_starts_idx').on(t.universityId, t.startsAt),
    check('webinars_duration_check', sql`${t.durationMinutes} between 15 and 240`),
    check('webinars_seats_check', sql`${t.registered} between 0 and ${t.seats}`),
  ],
);
