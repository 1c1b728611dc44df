import { bigserial, doublePrecision, index, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

/** First-party analytics events; no personal data beyond the page and what was clicked. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: varchar('name', { length: 64 }).notNull(),
    category: varchar('category', { length: 64 }).notNull(),
    label: varchar('label', { length: 200 }),
    path: varchar('path', { length: 500 }).notNull(),
    referrer: varchar('referrer', { length: 500 }),
    region: varchar('region', { length: 10 }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('analytics_events_name_time_idx').on(t.name, t.occurredAt)],
);

/**
 * Web vitals measured in visitors' browsers (issue 35), one row per metric of a page view: only the
 * page's type, never its address or who viewed it. The report reads the last days by time.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    pageType: varchar('page_type', { length: 40 }).notNull(),
    name: varchar('name', { length: 8 }).notNull(),
    value: doublePrecision('value').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('web_vitals_recorded_at_idx').on(t.recordedAt)],
);
