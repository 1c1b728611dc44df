import { sql } from 'drizzle-orm';
import { bigint, index, integer, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { Faq } from '@meridian/domain/faq';
import type { Scholarship } from '@meridian/domain/catalogue/schemas';
import { storedImage, timestamps } from './columns.ts';

/** The study destinations of SPEC.md §3 (iso3 is `other` for the catch-all). */
export const destinations = pgTable('destinations', {
  iso3: varchar('iso3', { length: 5 }).primaryKey(),
  slug: varchar('slug', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 80 }).notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

/** SPEC.md §3 "Country (embedded world list)", loaded from the countries-list package, not typed by hand. */
export const worldCountries = pgTable('world_countries', {
  iso2: varchar('iso2', { length: 2 }).primaryKey(),
  iso3: varchar('iso3', { length: 3 }).notNull().unique(),
  name: varchar('name', { length: 100 }).notNull(),
  currencyCode: varchar('currency_code', { length: 3 }),
  population: bigint('population', { mode: 'number' }),
  capital: varchar('capital', { length: 100 }),
  continentName: varchar('continent_name', { length: 40 }).notNull(),
});

/** A university town, with what a student typically spends there in a month (compare page). */
export const cities = pgTable(
  'cities',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    countryIso3: varchar('country_iso3', { length: 5 })
      .notNull()
      .references(() => destinations.iso3),
    monthlyLivingMinor: integer('monthly_living_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
  },
  (t) => [index('cities_country_slug_idx').on(t.countryIso3, t.slug)],
);

export const universities = pgTable(
  'universities',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull().unique(),
    name: varchar('name', { length: 200 }).notNull(),
    city: varchar('city', { length: 120 }).notNull(),
    cityId: integer('city_id').references(() => cities.id),
    countryIso3: varchar('country_iso3', { length: 5 })
      .notNull()
      .references(() => destinations.iso3),
    worldRanking: integer('world_ranking'),
    rankingSource: varchar('ranking_source', { length: 120 }),
    institutionType: varchar('institution_type', { length: 30 }).notNull().default('university'),
    campus: varchar('campus', { length: 160 }),
    /** The editor's uploaded logo; null draws the crest. */
    logo: storedImage('logo'),
    /** The editor's uploaded campus photo; null shows none. */
    campusPhoto: storedImage('campus_photo'),
    about: text('about'),
    /** Months (1–12) in which international students usually start. */
    intakes: smallint('intakes')
      .array()
      .notNull()
      .default(sql`'{}'::smallint[]`),
    scholarships: jsonb('scholarships').$type<Scholarship[]>().notNull().default([]),
    faqs: jsonb('faqs').$type<Faq[]>().notNull().default([]),
    ...timestamps,
  },
  (t) => [
    index('universities_country_ranking_idx').on(t.countryIso3, t.worldRanking),
    // Typo-tolerant name search (pg_trgm) and word-prefix search (full text).
    index('universities_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('universities_name_fts_idx').using('gin', sql`to_tsvector('simple', ${t.name})`),
  ],
);
