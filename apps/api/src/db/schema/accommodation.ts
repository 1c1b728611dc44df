import {
  boolean,
  index,
  integer,
  pgTable,
  real,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import { leads } from './people.ts';

// Owned by cms/accommodation (docs/adr/009): student housing and the enquiries about it.

export const accommodationListings = pgTable(
  'accommodation_listings',
  {
    id: serial('id').primaryKey(),
    name: varchar('name', { length: 160 }).notNull(),
    citySlug: varchar('city_slug', { length: 80 }).notNull(),
    cityName: varchar('city_name', { length: 80 }).notNull(),
    countryName: varchar('country_name', { length: 80 }).notNull(),
    nearUniversity: varchar('near_university', { length: 200 }).notNull(),
    distanceKm: real('distance_km').notNull(),
    roomType: varchar('room_type', { length: 80 }).notNull(),
    weeklyRentMinor: integer('weekly_rent_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    billsIncluded: boolean('bills_included').notNull(),
    features: text('features').array().notNull(),
  },
  (t) => [index('accommodation_listings_city_idx').on(t.citySlug)],
);

/**
 * What an accommodation enquiry asked beyond the lead itself: which listing and from when. The
 * person is a lead of the lead service (source `accommodation`).
 */
export const accommodationEnquiries = pgTable(
  'accommodation_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    leadId: uuid('lead_id')
      .notNull()
      .references(() => leads.id),
    listingId: integer('listing_id')
      .notNull()
      .references(() => accommodationListings.id),
    moveInMonth: varchar('move_in_month', { length: 7 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('accommodation_enquiries_listing_idx').on(t.listingId, t.createdAt)],
);
