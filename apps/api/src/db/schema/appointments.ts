import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { AppointmentMode, BookingStatus } from '@meridian/domain/lead/appointments';
import type { WorkingWindow } from '@meridian/domain/lead/counsellors';
import type { OpeningHours } from '@meridian/domain/lead/opening-hours';
import type { DirectoryKind } from '@meridian/domain/content/directory';
import { timestamps } from './columns.ts';
import { users, leads } from './people.ts';
import { directoryCities } from './directory-cities.ts';

/**
 * A walk-in office where a learner meets their counsellor in person, kept by admins in the console:
 * offered for visits while active, and listed in the directories it `offers`. Sample centres are a
 * development database's made-up ones, never imported in production.
 */
export const experienceCentres = pgTable(
  'experience_centres',
  {
    id: serial('id').primaryKey(),
    /** How counsellors' hours name it (it never changes). */
    slug: varchar('slug', { length: 80 }).notNull().unique(),
    name: varchar('name', { length: 160 }).notNull(),
    citySlug: varchar('city_slug', { length: 80 })
      .notNull()
      .references(() => directoryCities.slug),
    address: varchar('address', { length: 300 }).notNull(),
    postalCode: varchar('postal_code', { length: 6 }).notNull(),
    /** E.164. */
    phone: varchar('phone', { length: 20 }).notNull(),
    openingHours: jsonb('opening_hours').$type<OpeningHours>().notNull(),
    mapUrl: varchar('map_url', { length: 500 }),
    latitude: real('latitude'),
    longitude: real('longitude'),
    offers: text('offers').array().$type<DirectoryKind[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    sample: boolean('sample').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('experience_centres_city_idx').on(t.citySlug)],
);

/**
 * A time a counsellor has published as free: a video call, or a visit at one of the centres. A
 * counsellor has one slot per start time.
 */
export const appointmentSlots = pgTable(
  'appointment_slots',
  {
    id: serial('id').primaryKey(),
    counsellorId: uuid('counsellor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: smallint('duration_minutes').notNull(),
    mode: varchar('mode', { length: 10 }).$type<AppointmentMode>().notNull(),
    centreId: integer('centre_id').references(() => experienceCentres.id),
    /**
     * Set when the counsellor's hours no longer cover a slot nobody holds: it is offered no more,
     * and comes back (cleared) if the hours cover it again. Rows stay, as bookings may name them.
     */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('appointment_slots_counsellor_start_unique').on(t.counsellorId, t.startsAt),
    index('appointment_slots_starts_idx').on(t.startsAt),
    check('appointment_slots_duration_check', sql`${t.durationMinutes} between 15 and 120`),
    check(
      'appointment_slots_mode_check',
      sql`(${t.mode} = 'video' and ${t.centreId} is null) or (${t.mode} = 'centre' and ${t.centreId} is not null)`,
    ),
  ],
);

/**
 * A counsellor's working hours, from which their open slots are made for the coming weeks: weekly
 * windows read in their own time zone, and days off (their calendar days).
 */
export const counsellorHours = pgTable('counsellor_hours', {
  counsellorId: uuid('counsellor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  timeZone: varchar('time_zone', { length: 64 }).notNull(),
  weekly: jsonb('weekly').$type<WorkingWindow[]>().notNull(),
  daysOff: jsonb('days_off').$type<string[]>().notNull().default([]),
  /** When the open slots were last made from these hours: a day later they are rolled on. */
  slotsMadeAt: timestamp('slots_made_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A person's booking of a slot, made with their lead (and their account when signed in). It is
 * `pending` until the OTP sent to its mobile is verified, holding nothing; then `booked`. At most
 * one booking of a slot is live: the partial unique index makes the database refuse a second even
 * if two requests got past the service's row lock. A cancelled booking frees its slot.
 */
export const appointmentBookings = pgTable(
  'appointment_bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => appointmentSlots.id),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: varchar('name', { length: 100 }).notNull(),
    /** E.164. */
    mobile: varchar('mobile', { length: 20 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    status: varchar('status', { length: 10 }).$type<BookingStatus>().notNull().default('booked'),
    /** When the reminder before the slot went; cleared when the booking moves to another slot. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('appointment_bookings_live_slot_unique')
      .on(t.slotId)
      .where(sql`${t.status} = 'booked'`),
    index('appointment_bookings_user_idx').on(t.userId),
    index('appointment_bookings_mobile_idx').on(t.mobile),
    index('appointment_bookings_email_idx').on(t.email),
    check('appointment_bookings_status_check', sql`${t.status} in ('pending', 'booked', 'cancelled')`),
  ],
);
