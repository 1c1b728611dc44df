import { boolean, date, jsonb, pgTable, varchar } from 'drizzle-orm/pg-core';
import type { ContentBody } from '@meridian/domain/content/blocks';

// Owned by cms/pages (docs/adr/008): page-builder pages.

export const staticPages = pgTable('static_pages', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  title: varchar('title', { length: 200 }).notNull(),
  description: varchar('description', { length: 300 }).notNull(),
  body: jsonb('body').$type<ContentBody>().notNull(),
  published: boolean('published').notNull().default(true),
  updatedOn: date('updated_on').notNull(),
});
