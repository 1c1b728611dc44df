import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { ConnectionStatus, SharedContact } from '@meridian/domain/alumni/schemas';
import { timestamps } from './columns.ts';
import { universities } from './catalogue.ts';
import { users } from './people.ts';

/**
 * Graduates who agreed to talk to students considering their university. Their email and mobile
 * are never listed: a learner gets one only when the alumnus accepts their request.
 */
export const alumni = pgTable(
  'alumni',
  {
    id: serial('id').primaryKey(),
    fullName: varchar('full_name', { length: 100 }).notNull(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    course: varchar('course', { length: 200 }).notNull(),
    graduationYear: smallint('graduation_year').notNull(),
    currentRole: varchar('current_role', { length: 200 }).notNull(),
    hometown: varchar('hometown', { length: 80 }).notNull(),
    email: varchar('email', { length: 254 }).notNull().unique(),
    /** E.164. */
    mobile: varchar('mobile', { length: 20 }).notNull(),
    /** Switched off in the console: no longer listed, nor open to new requests. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('alumni_university_name_idx').on(t.universityId, t.fullName)],
);

/**
 * A learner's request to talk to an alumnus, and the answer. Each side chooses the one contact
 * they pass on; one open request per learner and alumnus.
 */
export const alumniConnections = pgTable(
  'alumni_connections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    alumnusId: integer('alumnus_id')
      .notNull()
      .references(() => alumni.id, { onDelete: 'cascade' }),
    learnerId: uuid('learner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    learnerShares: varchar('learner_shares', { length: 10 }).$type<SharedContact>().notNull(),
    status: varchar('status', { length: 10 }).$type<ConnectionStatus>().notNull().default('pending'),
    alumnusShares: varchar('alumnus_shares', { length: 10 }).$type<SharedContact>(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('alumni_connections_open_unique')
      .on(t.alumnusId, t.learnerId)
      .where(sql`${t.status} = 'pending'`),
    index('alumni_connections_learner_idx').on(t.learnerId),
    check('alumni_connections_status_check', sql`${t.status} in ('pending', 'accepted', 'declined')`),
  ],
);
