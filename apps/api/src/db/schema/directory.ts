import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  varchar,
} from 'drizzle-orm/pg-core';

// Owned by cms/directory (docs/adr/009): consultant and IELTS coaching centres, their cities and reviews.

/** Indian cities of the consultant and IELTS coaching directories (destination cities are in catalogue.ts). */
export const directoryCities = pgTable('directory_cities', {
  slug: varchar('slug', { length: 80 }).primaryKey(),
  name: varchar('name', { length: 80 }).notNull(),
  state: varchar('state', { length: 80 }).notNull(),
  latitude: doublePrecision('latitude').notNull(),
  longitude: doublePrecision('longitude').notNull(),
});

export const directoryListings = pgTable(
  'directory_listings',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).$type<'consultant' | 'ielts-coaching'>().notNull(),
    citySlug: varchar('city_slug', { length: 80 })
      .notNull()
      .references(() => directoryCities.slug),
    name: varchar('name', { length: 160 }).notNull(),
    streetAddress: varchar('street_address', { length: 240 }).notNull(),
    locality: varchar('locality', { length: 120 }).notNull(),
    postalCode: varchar('postal_code', { length: 6 }).notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    phone: varchar('phone', { length: 20 }).notNull(),
    services: text('services').array().notNull(),
  },
  (t) => [
    index('directory_listings_kind_city_idx').on(t.kind, t.citySlug),
    check('directory_listings_kind_check', sql`${t.kind} in ('consultant', 'ielts-coaching')`),
  ],
);

/** Students' reviews of a directory centre; its shown rating is worked out from these, never stored. */
export const directoryReviews = pgTable(
  'directory_reviews',
  {
    id: serial('id').primaryKey(),
    listingId: integer('listing_id')
      .notNull()
      .references(() => directoryListings.id, { onDelete: 'cascade' }),
    authorName: varchar('author_name', { length: 80 }).notNull(),
    rating: smallint('rating').notNull(),
    reviewedOn: date('reviewed_on').notNull(),
    body: text('body').notNull(),
    /**
     * Invented for the sample data (outside production only): shown marked as sample, and never in
     * the structured data, which carries only reviews real people wrote.
     */
    sample: boolean('sample').notNull().default(false),
  },
  (t) => [
    index('directory_reviews_listing_idx').on(t.listingId, t.reviewedOn),
    check('directory_reviews_rating_check', sql`${t.rating} between 1 and 5`),
  ],
);
