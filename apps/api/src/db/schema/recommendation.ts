import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { acceleratorPrograms, courses } from './courses.ts';
import { users } from './people.ts';

// Owned by recommendation/lists (docs/adr/009).
/** A list of courses a counsellor published for a learner, with a note; fixed once the learner applies. */
export const recommendations = pgTable(
  'recommendations',
  {
    id: serial('id').primaryKey(),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    counsellorId: uuid('counsellor_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [index('recommendations_learner_idx').on(t.learnerId, t.createdAt)],
);

/** The courses of a recommendation, in the counsellor's order, each maybe on the learner's shortlist. */
export const recommendationCourses = pgTable(
  'recommendation_courses',
  {
    recommendationId: integer('recommendation_id')
      .notNull()
      .references(() => recommendations.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    shortlisted: boolean('shortlisted').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.recommendationId, t.courseId] })],
);

/**
 * The accelerator programs of a recommendation, in the counsellor's order. A learner applies to a
 * program from its own page, so it has no shortlist mark here: they keep it on their shortlist.
 */
export const recommendationPrograms = pgTable(
  'recommendation_programs',
  {
    recommendationId: integer('recommendation_id')
      .notNull()
      .references(() => recommendations.id, { onDelete: 'cascade' }),
    programId: integer('program_id')
      .notNull()
      .references(() => acceleratorPrograms.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.recommendationId, t.programId] })],
);
