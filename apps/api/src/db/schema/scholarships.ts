import { integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';

// Owned by cms/scholarships (docs/adr/008): the scholarship finder's scholarships.

export const scholarships = pgTable('scholarships', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  name: varchar('name', { length: 200 }).notNull(),
  provider: varchar('provider', { length: 200 }).notNull(),
  countrySlug: varchar('country_slug', { length: 40 }).notNull(),
  countryName: varchar('country_name', { length: 80 }).notNull(),
  levels: text('levels').array().notNull(),
  annualValueInr: integer('annual_value_inr').notNull(),
  valueText: text('value_text').notNull(),
  coverage: text('coverage').notNull(),
  deadlineText: text('deadline_text').notNull(),
  eligibility: text('eligibility').notNull(),
  articleSlug: varchar('article_slug', { length: 160 }),
  officialUrl: varchar('official_url', { length: 300 }).notNull(),
  sortOrder: smallint('sort_order').notNull(),
});
