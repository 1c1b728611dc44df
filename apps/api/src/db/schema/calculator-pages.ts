import { date, jsonb, pgTable, serial, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import type { ContentBody } from '@meridian/domain/content/blocks';
import type { ContentSource } from '@meridian/domain/content/fact-check';
import { publishing } from './columns.ts';

// Owned by cms/calculator-pages (docs/adr/009): the words around the IELTS band and education-loan
// calculators, edited like exam pages; the calculators' rules stay in packages/domain.

export const calculatorPages = pgTable(
  'calculator_pages',
  {
    id: serial('id').primaryKey(),
    category: varchar('category', { length: 60 }).notNull(),
    slug: varchar('slug', { length: 160 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    summary: varchar('summary', { length: 400 }).notNull(),
    body: jsonb('body').$type<ContentBody>().notNull(),
    updatedOn: date('updated_on').notNull(),
    /** The day an editor last checked the facts against `sources`; null until someone has. */
    factsCheckedAt: date('facts_checked_at'),
    sources: jsonb('sources').$type<ContentSource[]>().notNull().default([]),
    ...publishing,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('calculator_pages_category_slug_idx').on(t.category, t.slug)],
);
