import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  date,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  uniqueIndex,
  varchar,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { destinations } from './catalogue.ts';

const periodCheck = (column: AnyPgColumn) => sql`${column} in ('month', 'year', 'once')`;

/** Expense calculator categories (tuition, accommodation on or off campus, food, …), in display order. */
export const expenseCategories = pgTable(
  'expense_categories',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 60 }).notNull().unique(),
    name: varchar('name', { length: 120 }).notNull(),
    description: varchar('description', { length: 300 }).notNull(),
    period: varchar('period', { length: 5 }).$type<'month' | 'year' | 'once'>().notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [check('expense_categories_period_check', periodCheck(t.period))],
);

/** Cities the expense calculator has costs for. */
export const expenseCities = pgTable(
  'expense_cities',
  {
    id: serial('id').primaryKey(),
    countryIso3: varchar('country_iso3', { length: 5 })
      .notNull()
      .references(() => destinations.iso3),
    slug: varchar('slug', { length: 80 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [uniqueIndex('expense_cities_country_slug_idx').on(t.countryIso3, t.slug)],
);

/**
 * What one category costs in one city, in its own currency's minor units, with where the figure
 * comes from and when it was checked. A figure applies to intakes starting on or after
 * `valid_from`; a newer row replaces it for later intakes without rewriting history.
 */
export const cityCosts = pgTable(
  'city_costs',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => expenseCities.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => expenseCategories.id),
    currency: varchar('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    note: varchar('note', { length: 300 }),
    source: varchar('source', { length: 200 }).notNull(),
    sourceUrl: text('source_url').notNull(),
    asOf: date('as_of').notNull(),
    validFrom: date('valid_from').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('city_costs_city_category_valid_from_idx').on(t.cityId, t.categoryId, t.validFrom),
    check('city_costs_amount_check', sql`${t.amountMinor} >= 0`),
  ],
);

/** The intakes (sessions) a student can pick for a country; the start date picks the figures in force. */
export const expenseIntakes = pgTable(
  'expense_intakes',
  {
    id: serial('id').primaryKey(),
    countryIso3: varchar('country_iso3', { length: 5 })
      .notNull()
      .references(() => destinations.iso3),
    name: varchar('name', { length: 80 }).notNull(),
    startsOn: date('starts_on').notNull(),
  },
  (t) => [uniqueIndex('expense_intakes_country_starts_on_idx').on(t.countryIso3, t.startsOn)],
);

/** The funds a student visa asks the student to show, per country (and per region where it differs). */
export const proofOfFunds = pgTable(
  'proof_of_funds',
  {
    id: serial('id').primaryKey(),
    countryIso3: varchar('country_iso3', { length: 5 })
      .notNull()
      .references(() => destinations.iso3),
    label: varchar('label', { length: 160 }).notNull(),
    period: varchar('period', { length: 5 }).$type<'month' | 'year' | 'once'>().notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    source: varchar('source', { length: 200 }).notNull(),
    sourceUrl: text('source_url').notNull(),
    asOf: date('as_of').notNull(),
    validFrom: date('valid_from').notNull(),
  },
  (t) => [
    uniqueIndex('proof_of_funds_country_label_valid_from_idx').on(t.countryIso3, t.label, t.validFrom),
    check('proof_of_funds_period_check', periodCheck(t.period)),
  ],
);
