import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { CountryContent } from '@meridian/domain/country/schemas';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The study destinations of SPEC.md §3 (iso3 is `other` for the catch-all). */
export const destinations = pgTable('destinations', {
  iso3: varchar('iso3', { length: 5 }).primaryKey(),
  slug: varchar('slug', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 80 }).notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

/** Editorial page of a destination; the shape is validated by `CountryContent` on the way in and out. */
export const countryPages = pgTable('country_pages', {
  iso3: varchar('iso3', { length: 5 })
    .primaryKey()
    .references(() => destinations.iso3, { onDelete: 'cascade' }),
  content: jsonb('content').$type<CountryContent>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }),
  ...timestamps,
});

export const universities = pgTable(
  'universities',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    city: varchar('city', { length: 120 }).notNull(),
    countryIso3: varchar('country_iso3', { length: 5 })
      .notNull()
      .references(() => destinations.iso3),
    worldRanking: integer('world_ranking'),
    rankingSource: varchar('ranking_source', { length: 120 }),
    ...timestamps,
  },
  (t) => [index('universities_country_ranking_idx').on(t.countryIso3, t.worldRanking)],
);

/** INR per one unit of a currency, dated; conversions always say which rate they used. */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: varchar('currency', { length: 3 }).notNull(),
    asOf: date('as_of').notNull(),
    inrPerUnit: numeric('inr_per_unit', { precision: 14, scale: 6, mode: 'number' }).notNull(),
  },
  (t) => [uniqueIndex('exchange_rates_currency_as_of_idx').on(t.currency, t.asOf)],
);

/**
 * SEO meta per URL (SPEC.md §7 meta call): title, description, canonical and optionally a redirect
 * or a custom status (410 gone, 503 maintenance, 302 temporary move).
 */
export const seoMeta = pgTable(
  'seo_meta',
  {
    id: serial('id').primaryKey(),
    path: varchar('path', { length: 500 }).notNull().unique(),
    title: varchar('title', { length: 200 }),
    description: varchar('description', { length: 400 }),
    canonical: varchar('canonical', { length: 500 }),
    redirectUrl: varchar('redirect_url', { length: 500 }),
    customStatus: smallint('custom_status'),
    ...timestamps,
  },
  (t) => [
    check(
      'seo_meta_custom_status_check',
      sql`${t.customStatus} is null or ${t.customStatus} in (301, 302, 410, 503)`,
    ),
  ],
);

/** A seed run leaves its name here so re-running it never duplicates content. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
