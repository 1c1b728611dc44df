import { sql } from 'drizzle-orm';
import {
  customType,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import type { SearchKind } from '@meridian/domain/search/schemas';

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/**
 * The site search index (issue 34): one row per page a student may be sent to (universities,
 * countries, exams, articles, knowledge-base answers, scholarships, tools, webinars, fairs,
 * e-books, programs), rebuilt whenever content changes (search/index.service.ts). Courses and
 * listings are not copied here: they are found through the catalogue's own indexes.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 20 }).$type<SearchKind>().notNull(),
    title: varchar('title', { length: 300 }).notNull(),
    subtitle: varchar('subtitle', { length: 300 }),
    path: varchar('path', { length: 500 }).notNull(),
    /** Other words for it (short names, tool synonyms): weighted as the title. */
    keywords: text('keywords').notNull().default(''),
    headings: text('headings').notNull().default(''),
    body: text('body').notNull().default(''),
    /** Page views of its path in the last 90 days. */
    popularity: integer('popularity').notNull().default(0),
    /** A scheduled page is found from its publishing time. */
    visibleFrom: timestamp('visible_from', { withTimezone: true }).notNull().defaultNow(),
    /** Title and keywords weigh A, subtitle and headings B: what ranking reads, small enough to read per row. */
    head: tsvector('head')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title || ' ' || keywords), 'A') || setweight(to_tsvector('english', coalesce(subtitle, '') || ' ' || headings), 'B')`,
      ),
    /** The head and the body (weight D): what a page is found by. */
    document: tsvector('document')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('english', title || ' ' || keywords), 'A') || setweight(to_tsvector('english', coalesce(subtitle, '') || ' ' || headings), 'B') || setweight(to_tsvector('english', body), 'D')`,
      ),
  },
  (t) => [
    uniqueIndex('search_documents_path_idx').on(t.path),
    index('search_documents_document_idx').using('gin', t.document),
  ],
);

/** Every word of the titles and keywords of the index and of the course names: what a typo is corrected to. */
export const searchWords = pgTable(
  'search_words',
  {
    word: varchar('word', { length: 60 }).primaryKey(),
  },
  // GiST, not GIN: the planner takes GiST for `%` on a vocabulary this small, where it read all of a
  // GIN-indexed one for each misspelt word.
  (t) => [index('search_words_trgm_idx').using('gist', t.word.op('gist_trgm_ops'))],
);
