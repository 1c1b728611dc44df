// Owned by learning (docs/adr/009): the booster programs' course, the learner's progress in it, the
// pre-departure checklist and the senior-student buddies.
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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { DepartureCategory } from '@meridian/domain/learning/departure';
import { timestamps } from './columns.ts';
import { users } from './people.ts';

/** A module of the course (English tests, SOP writing, visa documents…), with one short quiz. */
export const learningModules = pgTable(
  'learning_modules',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 60 }).notNull(),
    title: varchar('title', { length: 120 }).notNull(),
    summary: text('summary').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('learning_modules_key').on(t.key)],
);

export const learningLessons = pgTable(
  'learning_lessons',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 60 }).notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    minutes: smallint('minutes').notNull(),
    paragraphs: jsonb('paragraphs').$type<string[]>().notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
    ...timestamps,
  },
  (t) => [uniqueIndex('learning_lessons_key').on(t.key), index('learning_lessons_module_idx').on(t.moduleId)],
);

export const quizQuestions = pgTable(
  'quiz_questions',
  {
    id: serial('id').primaryKey(),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    prompt: text('prompt').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctOption: smallint('correct_option').notNull(),
    explanation: text('explanation').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (t) => [
    index('quiz_questions_module_idx').on(t.moduleId),
    check('quiz_questions_option_check', sql`${t.correctOption} >= 0`),
  ],
);

/** A lesson a learner marked complete; once per lesson. */
export const lessonCompletions = pgTable(
  'lesson_completions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: integer('lesson_id')
      .notNull()
      .references(() => learningLessons.id, { onDelete: 'cascade' }),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.lessonId] })],
);

/** Every marked quiz attempt; a module's best counts towards the learner's score. */
export const quizAttempts = pgTable(
  'quiz_attempts',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => learningModules.id, { onDelete: 'cascade' }),
    score: smallint('score').notNull(),
    outOf: smallint('out_of').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('quiz_attempts_user_module_idx').on(t.userId, t.moduleId),
    check('quiz_attempts_score_check', sql`${t.score} between 0 and ${t.outOf}`),
  ],
);

/**
 * A task of the pre-departure checklist, for every destination or one (`destination` is a
 * destination slug), due `days_before` the course starts.
 */
export const departureTasks = pgTable(
  'departure_tasks',
  {
    id: serial('id').primaryKey(),
    key: varchar('key', { length: 60 }).notNull(),
    destination: varchar('destination', { length: 40 }),
    category: varchar('category', { length: 20 }).$type<DepartureCategory>().notNull(),
    title: varchar('title', { length: 160 }).notNull(),
    detail: text('detail').notNull(),
    daysBefore: smallint('days_before').notNull(),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('departure_tasks_key').on(t.key),
    check(
      'departure_tasks_category_check',
      sql`${t.category} in ('visa', 'travel', 'accommodation', 'forex')`,
    ),
  ],
);

/** A task a learner ticked off. */
export const departureTicks = pgTable(
  'departure_ticks',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    taskId: integer('task_id')
      .notNull()
      .references(() => departureTasks.id, { onDelete: 'cascade' }),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.taskId] })],
);

/** A senior student who volunteers as a buddy for learners going to their destination. */
export const buddies = pgTable(
  'buddies',
  {
    id: serial('id').primaryKey(),
    fullName: varchar('full_name', { length: 120 }).notNull(),
    email: varchar('email', { length: 254 }).notNull(),
    destination: varchar('destination', { length: 40 }).notNull(),
    university: varchar('university', { length: 160 }).notNull(),
    course: varchar('course', { length: 160 }).notNull(),
    about: text('about').notNull(),
    /** Switched off in the console: matched with no new learner (those matched keep them). */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [uniqueIndex('buddies_email_key').on(t.email), index('buddies_destination_idx').on(t.destination)],
);

/** The buddy a learner is matched with, once. */
export const buddyAssignments = pgTable('buddy_assignments', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  buddyId: integer('buddy_id')
    .notNull()
    .references(() => buddies.id, { onDelete: 'restrict' }),
  assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull(),
});
