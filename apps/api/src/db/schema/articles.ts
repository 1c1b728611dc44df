import { boolean, date, index, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { ContentBody } from '@meridian/domain/content/blocks';
import type { ContentSource } from '@meridian/domain/content/fact-check';
import type { Faq } from '@meridian/domain/faq';
import { publishing, timestamps } from './columns.ts';

// Owned by cms/articles (docs/adr/009): articles, their categories and authors.

export const authors = pgTable('authors', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  role: varchar('role', { length: 160 }).notNull(),
  bio: text('bio').notNull(),
  expertise: text('expertise').array().notNull(),
  /** A persona of the sample data (outside production only), not a real person: its pages say so. */
  sample: boolean('sample').notNull().default(false),
});

export const articleCategories = pgTable('article_categories', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 160 }).notNull().unique(),
    title: varchar('title', { length: 160 }).notNull(),
    summary: varchar('summary', { length: 400 }).notNull(),
    categorySlug: varchar('category_slug', { length: 160 })
      .notNull()
      .references(() => articleCategories.slug),
    authorSlug: varchar('author_slug', { length: 160 })
      .notNull()
      .references(() => authors.slug),
    tags: text('tags').array().notNull(),
    body: jsonb('body').$type<ContentBody>().notNull(),
    faqs: jsonb('faqs').$type<Faq[]>().notNull(),
    readMinutes: smallint('read_minutes').notNull(),
    /** Lower is more trending; null when the article is not in the trending set. */
    trendingRank: smallint('trending_rank'),
    publishedOn: date('published_on').notNull(),
    updatedOn: date('updated_on').notNull(),
    /** The day an editor last checked the facts against `sources`; null until someone has. */
    factsCheckedAt: date('facts_checked_at'),
    sources: jsonb('sources').$type<ContentSource[]>().notNull().default([]),
    ...publishing,
    ...timestamps,
  },
  (t) => [
    index('articles_category_published_idx').on(t.categorySlug, t.publishedOn),
    index('articles_author_published_idx').on(t.authorSlug, t.publishedOn),
    index('articles_tags_idx').using('gin', t.tags),
  ],
);
