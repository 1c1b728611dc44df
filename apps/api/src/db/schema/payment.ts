// Owned by payment (docs/adr/009): the booster programs it sells.
import { sql } from 'drizzle-orm';
import {
  check,
  char,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { Region } from '@meridian/domain/region/regions';
import { timestamps } from './columns.ts';

/** A booster program (SPEC.md §2 `/booster-program/{slug}`), e.g. the India booster or Saudi Arabia's sa-lite. */
export const boosterPrograms = pgTable(
  'booster_programs',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 60 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    summary: text('summary').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('booster_programs_slug_key').on(t.slug)],
);

/** What one package of a program contains. */
export const boosterPackages = pgTable(
  'booster_packages',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => boosterPrograms.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 40 }).notNull(),
    name: varchar('name', { length: 80 }).notNull(),
    summary: text('summary').notNull(),
    counsellingHours: smallint('counselling_hours').notNull(),
    applicationCount: smallint('application_count').notNull(),
    testPrep: text('test_prep').notNull(),
    visaGuidance: text('visa_guidance').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('booster_packages_program_key').on(t.programId, t.key)],
);

/** A package's price on one site; a program is sold on the sites where its packages have a price. */
export const boosterPackagePrices = pgTable(
  'booster_package_prices',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => boosterPackages.id, { onDelete: 'cascade' }),
    region: varchar('region', { length: 10 }).$type<Region>().notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    priceMinor: integer('price_minor').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.packageId, t.region] }),
    check('booster_package_prices_price_check', sql`${t.priceMinor} > 0`),
  ],
);
