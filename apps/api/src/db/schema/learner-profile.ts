import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { FavouriteType } from '@meridian/domain/profile/favourites';
import { users } from './people.ts';

/**
 * The forms of the profile area, one row per form and item (education by class, exams by test),
 * each `data` validated by its domain schema before it is written.
 */
export const profileSections = pgTable(
  'profile_sections',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    section: varchar('section', { length: 20 }).notNull(),
    /** The class of an education record, the exam of a test record; empty for one-row forms. */
    itemKey: varchar('item_key', { length: 20 }).notNull().default(''),
    data: jsonb('data').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.section, t.itemKey] })],
);

/** Notes on a learner, by the learner or a counsellor (SPEC.md §3 notes shape). */
export const learnerNotes = pgTable(
  'learner_notes',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    rpId: integer('rp_id'),
    studyAbroad: boolean('study_abroad').notNull(),
    notes: text('notes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('learner_notes_user_idx').on(t.userId, t.createdAt)],
);

/** Courses and accelerator programs a learner marked as favourites (SPEC.md §4: `{id, type}`). */
export const favouriteCourses = pgTable(
  'favourite_courses',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: varchar('type', { length: 8 }).$type<FavouriteType>().notNull(),
    itemId: integer('item_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.type, t.itemId] }),
    check('favourite_courses_type_check', sql`${t.type} in ('COURSE', 'PROGRAM')`),
  ],
);
