import {
  date,
  integer,
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
import { publishing } from './columns.ts';

// Owned by cms/knowledge-base (docs/adr/009): topics, categories and questions.

export const kbTopics = pgTable('kb_topics', {
  slug: varchar('slug', { length: 160 }).primaryKey(),
  name: varchar('name', { length: 120 }).notNull(),
  intro: text('intro').notNull(),
  sortOrder: smallint('sort_order').notNull(),
});

export const kbCategories = pgTable(
  'kb_categories',
  {
    id: serial('id').primaryKey(),
    topicSlug: varchar('topic_slug', { length: 160 })
      .notNull()
      .references(() => kbTopics.slug, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 160 }).notNull(),
    name: varchar('name', { length: 120 }).notNull(),
    sortOrder: smallint('sort_order').notNull(),
  },
  (t) => [uniqueIndex('kb_categories_topic_slug_idx').on(t.topicSlug, t.slug)],
);

export const kbQuestions = pgTable(
  'kb_questions',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => kbCategories.id, { onDelete: 'cascade' }),
    slug: varchar('slug', { length: 160 }).notNull(),
    question: varchar('question', { length: 300 }).notNull(),
    shortAnswer: text('short_answer').notNull(),
    body: jsonb('body').$type<ContentBody>().notNull(),
    updatedOn: date('updated_on').notNull(),
    ...publishing,
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('kb_questions_category_slug_idx').on(t.categoryId, t.slug)],
);
