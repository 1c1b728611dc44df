import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** A seed run leaves its name here so re-running it never duplicates content. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  ranAt: timestamp('ran_at', { withTimezone: true }).notNull().defaultNow(),
});
