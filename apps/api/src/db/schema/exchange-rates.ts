import { date, numeric, pgTable, uniqueIndex, varchar } from 'drizzle-orm/pg-core';

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
