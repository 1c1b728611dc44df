import {
  boolean,
  integer,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { PageMatch } from '@meridian/domain/cms/page-configuration';
import type { PopupLayoutId } from '@meridian/domain/lead/enquiry-forms';
import type { Region } from '@meridian/domain/region/regions';
import { timestamps } from './columns.ts';

/**
 * Hello bar, custom bar and ticker messages. `region` is a region or `all`; `paths` lists the
 * path prefixes a bar shows on (empty: everywhere); a bar shows between its start and end times.
 */
export const siteBars = pgTable('site_bars', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 10 }).notNull(),
  region: varchar('region', { length: 10 }).notNull().default('all'),
  message: varchar('message', { length: 300 }).notNull(),
  ctaText: varchar('cta_text', { length: 60 }),
  href: varchar('href', { length: 300 }),
  paths: text('paths').array().notNull().default([]),
  startsAt: timestamp('starts_at', { withTimezone: true }),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  sortOrder: smallint('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  ...timestamps,
});

/**
 * Page rules (cms page-configuration): per site variant (or `all`) and page (`exact`) or branch
 * (`prefix`), whether the enquiry pop-up opens, after how long, with which layout and words. One
 * rule per variant, path and match; switched off (`active` false) rather than deleted.
 */
export const pageRules = pgTable(
  'page_rules',
  {
    id: serial('id').primaryKey(),
    region: varchar('region', { length: 10 }).$type<Region | 'all'>().notNull(),
    path: varchar('path', { length: 200 }).notNull(),
    match: varchar('match', { length: 10 }).$type<PageMatch>().notNull(),
    popup: boolean('popup').notNull(),
    delaySeconds: smallint('delay_seconds').notNull(),
    layout: varchar('layout', { length: 40 }).$type<PopupLayoutId>().notNull(),
    heading: varchar('heading', { length: 120 }),
    intro: varchar('intro', { length: 500 }),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('page_rules_page_idx').on(t.region, t.path, t.match)],
);

/** What visitors report through the report-an-error popup. */
export const errorReports = pgTable('error_reports', {
  id: serial('id').primaryKey(),
  issueType: varchar('issue_type', { length: 40 }).notNull(),
  description: varchar('description', { length: 2000 }).notNull(),
  pageUrl: varchar('page_url', { length: 500 }).notNull(),
  email: varchar('email', { length: 254 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The screenshot a visitor attached to a report (at most 5 MB; PNG, JPEG or WebP by its bytes).
 * The file lives in the file store under `storageKey` (as documents do, so the database holds no
 * uploads); the row is written after it, with its report, in one transaction.
 */
export const errorReportScreenshots = pgTable('error_report_screenshots', {
  reportId: integer('report_id')
    .primaryKey()
    .references(() => errorReports.id, { onDelete: 'cascade' }),
  contentType: varchar('content_type', { length: 20 }).notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  storageKey: varchar('storage_key', { length: 300 }).notNull().unique(),
});

/** Locations visitors chose to share (rounded to ~1 km), to point them to the nearest centre. */
export const locationUpdates = pgTable('location_updates', {
  id: serial('id').primaryKey(),
  latitude: numeric('latitude', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  longitude: numeric('longitude', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  phoneNumber: varchar('phone_number', { length: 20 }),
  email: varchar('email', { length: 254 }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
