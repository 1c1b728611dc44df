import {
  date,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ContentBody } from '@meridian/domain/content/blocks';
import type { ContentSource } from '@meridian/domain/content/fact-check';
import { publishing } from './columns.ts';

// Owned by cms/exams (docs/adr/009): exam hubs and their pages.

export const exams = pgTable('exams', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  fullName: varchar('full_name', { length: 200 }).notNull(),
  kind: varchar('kind', { length: 10 }).$type<'main' | 'other'>().notNull(),
  heading: varchar('heading', { length: 200 }).notNull(),
  intro: text('intro').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const examPages = pgTable(
  'exam_pages',
  {
    id: serial('id').primaryKey(),
    examSlug: varchar('exam_slug', { length: 160 })
      .notNull()
      .references(() => exams.slug, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 160 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 400 }).notNull(),
    body: jsonb('body').$type<ContentBody>().notNull(),
    sortOrder: smallint('sort_order').notNull(),
    updatedOn: date('updated_on').notNull(),
    /** The day an editor last checked the facts against `sources`; null until someone has. */
    factsCheckedAt: date('facts_checked_at'),
    sources: jsonb('sources').$type<ContentSource[]>().notNull().default([]),
    ...publishing,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('exam_pages_exam_slug_idx').on(t.examSlug, t.slug)],
);
