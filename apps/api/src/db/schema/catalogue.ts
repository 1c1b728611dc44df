import { index, integer, pgTable, serial, smallint, varchar } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';

/** The study destinations of SPEC.md §3 (iso3 is `other` for the catch-all). */
export const destinations = pgTable('destinations', {
  iso3: varchar('iso3', { length: 5 }).primaryKey(),
  slug: varchar('slug', { length: 40 }).notNull().unique(),
  name: varchar('name', { length: 80 }).notNull(),
  sortOrder: smallint('sort_order').notNull(),
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
