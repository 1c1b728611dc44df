import { boolean, date, integer, jsonb, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import type { ContentBody } from '@meridian/domain/content/blocks';
import { publishing, timestamps } from './columns.ts';

// Owned by webinar/ebooks (docs/adr/009): e-books and their categories.

export const ebookCategories = pgTable('ebook_categories', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  description: text('description').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const ebooks = pgTable('ebooks', {
  id: serial('id').primaryKey(),
  slug: varchar('slug', { length: 160 }).notNull().unique(),
  title: varchar('title', { length: 200 }).notNull(),
  summary: varchar('summary', { length: 400 }).notNull(),
  categorySlug: varchar('category_slug', { length: 160 })
    .notNull()
    .references(() => ebookCategories.slug),
  downloads: integer('downloads').notNull().default(0),
  isFeatured: boolean('is_featured').notNull().default(false),
  isNewlyAdded: boolean('is_newly_added').notNull().default(false),
  highlights: text('highlights').array().notNull(),
  body: jsonb('body').$type<ContentBody>().notNull(),
  /** An uploaded picture's Markdown source (`/media/{id}/{w}x{h}`); null shows the category's artwork. */
  cover: varchar('cover', { length: 200 }),
  publishedOn: date('published_on').notNull(),
  ...publishing,
  ...timestamps,
});
