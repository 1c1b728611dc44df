import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
  varchar,
} from 'drizzle-orm/pg-core';
import type { StageStatus } from '@meridian/domain/profile/applications';
import { timestamps } from './columns.ts';
import { courses } from './courses.ts';
import { users } from './people.ts';

/**
 * A learner's application to one course for one intake (SPEC.md §3 Application). The country,
 * program and university names are kept as they were when applied, so the record stays true if
 * the catalogue changes.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    intakeMonth: smallint('intake_month').notNull(),
    intakeYear: smallint('intake_year').notNull(),
    countryName: varchar('country_name', { length: 80 }).notNull(),
    programName: varchar('program_name', { length: 200 }).notNull(),
    universityName: varchar('university_name', { length: 200 }).notNull(),
    ...timestamps,
  },
  (t) => [
    // The same course for the same intake twice is a duplicate (US_AE_4007).
    uniqueIndex('applications_user_course_intake_key').on(t.userId, t.courseId, t.intakeYear, t.intakeMonth),
    check('applications_intake_month_check', sql`${t.intakeMonth} between 1 and 12`),
  ],
);

/** Each admission stage of an application: its status, dates, deadline and the fields it records. */
export const applicationStages = pgTable(
  'application_stages',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    stageId: smallint('stage_id').notNull(),
    status: varchar('status', { length: 12 }).$type<StageStatus>().notNull().default('PENDING'),
    fields: jsonb('fields').$type<Record<string, string>>().notNull().default({}),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    dueOn: date('due_on'),
    /** When the reminder of the current deadline went; cleared when the deadline moves. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.stageId] }),
    index('application_stages_due_idx')
      .on(t.dueOn)
      .where(sql`${t.remindedAt} is null`),
    check('application_stages_status_check', sql`${t.status} in ('PENDING', 'IN_PROGRESS', 'COMPLETED')`),
  ],
);

/**
 * A document a learner uploaded; its bytes are in the file store under `storageKey`. A label is
 * unique per learner and application (US_DLAE_4008); learner-level documents have no application.
 */
export const userDocuments = pgTable(
  'user_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    applicationId: integer('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    documentTypeId: smallint('document_type_id').notNull(),
    label: varchar('label', { length: 120 }).notNull(),
    fileName: varchar('file_name', { length: 200 }).notNull(),
    contentType: varchar('content_type', { length: 40 }).notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    storageKey: varchar('storage_key', { length: 300 }).notNull().unique(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('user_documents_label_key').on(t.userId, t.applicationId, t.label).nullsNotDistinct(),
    index('user_documents_application_idx').on(t.applicationId),
  ],
);

/**
 * A document a counsellor asked the learner for. It stays open until the learner uploads a document
 * of that type, which fulfils it; a learner has at most one open request per type.
 */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: serial('id').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    documentTypeId: smallint('document_type_id').notNull(),
    note: varchar('note', { length: 500 }).notNull().default(''),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true }),
    /** The upload that fulfilled it. */
    documentId: uuid('document_id').references(() => userDocuments.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('document_requests_open_key')
      .on(t.userId, t.documentTypeId)
      .where(sql`${t.fulfilledAt} is null`),
    index('document_requests_user_idx').on(t.userId, t.requestedAt),
  ],
);
