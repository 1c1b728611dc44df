import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
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
import type { ExamRequirement } from '@meridian/domain/catalogue/exams';
import type { Money } from '@meridian/domain/catalogue/schemas';
import { timestamps } from './columns.ts';
import { destinations, universities } from './catalogue.ts';

/** Distinct course names, so name search scans thousands of names rather than a million courses. */
export const courseTitles = pgTable(
  'course_titles',
  {
    id: serial('id').primaryKey(),
    title: varchar('title', { length: 200 }).notNull().unique(),
    courseCount: integer('course_count').notNull().default(0),
  },
  (t) => [
    index('course_titles_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
    index('course_titles_fts_idx').using('gin', sql`to_tsvector('simple', ${t.title})`),
  ],
);

/**
 * Columns the listing filters on besides country and level, appended to each listing index after
 * its own key columns (`leading`), so each column appears once.
 */
function filterColumns(
  t: {
    primaryCategory: AnyPgColumn;
    specialization: AnyPgColumn;
    durationDays: AnyPgColumn;
    tuitionInrAnnual: AnyPgColumn;
    tuitionInrTotal: AnyPgColumn;
    rankingSort: AnyPgColumn;
    examCodes: AnyPgColumn;
    titleId: AnyPgColumn;
  },
  ...leading: AnyPgColumn[]
) {
  return [
    t.primaryCategory,
    t.specialization,
    t.examCodes,
    t.durationDays,
    t.tuitionInrAnnual,
    t.tuitionInrTotal,
    t.rankingSort,
    t.titleId,
  ].filter((column) => !leading.includes(column));
}

/**
 * A degree course. Country, ranking and the fee in rupees are copied from the university and the
 * exchange rate when the course is written, so listing filters and sorts read one table and one index.
 */
export const courses = pgTable(
  'courses',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull(),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id, { onDelete: 'cascade' }),
    titleId: integer('title_id')
      .notNull()
      .references(() => courseTitles.id),
    title: varchar('title', { length: 200 }).notNull(),
    countryIso3: varchar('country_iso3', { length: 5 })
      .notNull()
      .references(() => destinations.iso3),
    educationLevel: varchar('education_level', { length: 10 }).notNull(),
    primaryCategory: varchar('primary_category', { length: 40 }).notNull(),
    specialization: varchar('specialization', { length: 80 }).notNull(),
    specializationName: varchar('specialization_name', { length: 120 }).notNull(),
    durationDays: smallint('duration_days').notNull(),
    tuitionMinor: integer('tuition_minor').notNull(),
    currency: varchar('currency', { length: 3 }).notNull(),
    feeType: varchar('fee_type', { length: 6 }).notNull(),
    /** Whole rupees, per year and for the whole course, at the rate of the day it was written. */
    tuitionInrAnnual: integer('tuition_inr_annual').notNull(),
    tuitionInrTotal: integer('tuition_inr_total').notNull(),
    /** University ranking, unranked as 10000, so "best ranked first" is one index order. */
    rankingSort: integer('ranking_sort').notNull(),
    exams: jsonb('exams').$type<ExamRequirement[]>().notNull().default([]),
    examCodes: varchar('exam_codes', { length: 10 })
      .array()
      .notNull()
      .default(sql`'{}'::varchar[]`),
    intakes: smallint('intakes').array().notNull(),
    about: text('about').notNull(),
    /** Generated demo data (the sample catalogue), not the university's own offer: its page says so. */
    sample: boolean('sample').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('courses_university_slug_idx').on(t.universityId, t.slug),
    index('courses_university_level_idx').on(t.universityId, t.educationLevel),
    index('courses_title_idx').on(t.titleId),
    // Listing indexes, one per sort order. The trailing columns are every other filter, so pages,
    // capped totals and facet counts are index-only scans that never read the table.
    index('courses_country_level_rank_idx').on(
      t.countryIso3,
      t.educationLevel,
      t.rankingSort,
      t.id,
      ...filterColumns(t, t.rankingSort),
    ),
    index('courses_country_level_fee_idx').on(
      t.countryIso3,
      t.educationLevel,
      t.tuitionInrAnnual,
      t.id,
      ...filterColumns(t, t.tuitionInrAnnual),
    ),
    index('courses_country_level_total_idx').on(
      t.countryIso3,
      t.educationLevel,
      t.tuitionInrTotal,
      t.id,
      ...filterColumns(t, t.tuitionInrTotal),
    ),
    index('courses_country_level_duration_idx').on(
      t.countryIso3,
      t.educationLevel,
      t.durationDays,
      t.rankingSort,
      t.id,
      ...filterColumns(t, t.durationDays, t.rankingSort),
    ),
    index('courses_level_rank_idx').on(
      t.educationLevel,
      t.rankingSort,
      t.id,
      t.countryIso3,
      ...filterColumns(t, t.rankingSort),
    ),
    // Subject-first, for a subject's best-ranked courses whatever the level and country (the
    // site search's listing suggestion): read in ranking order, level and country checked on
    // the entries. Without them a subject alone sorted every course of it (0.4 s at a million).
    index('courses_category_rank_idx').on(
      t.primaryCategory,
      t.rankingSort,
      t.id,
      t.educationLevel,
      t.countryIso3,
    ),
    index('courses_specialization_rank_idx').on(
      t.specialization,
      t.rankingSort,
      t.id,
      t.educationLevel,
      t.countryIso3,
    ),
    // Fee-first, for the narrow ends of a fee range that facet counts read from the courses
    // themselves (the rest comes from course_facet_counts), whichever countries are chosen.
    index('courses_fee_annual_idx').on(
      t.tuitionInrAnnual,
      t.educationLevel,
      t.countryIso3,
      t.primaryCategory,
      t.durationDays,
      t.examCodes,
    ),
    index('courses_fee_total_idx').on(
      t.tuitionInrTotal,
      t.educationLevel,
      t.countryIso3,
      t.primaryCategory,
      t.durationDays,
      t.examCodes,
    ),
    check('courses_level_check', sql`${t.educationLevel} in ('BACHELORS', 'MASTERS')`),
    check('courses_fee_type_check', sql`${t.feeType} in ('annual', 'total')`),
  ],
);

/**
 * An accelerator (pathway) program: an online first part, then the rest of the degree at a
 * destination university (SPEC.md §3 "Course": onlineDuration, onlineTuitionFee, destinationUniversity).
 */
export const acceleratorPrograms = pgTable(
  'accelerator_programs',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 200 }).notNull().unique(),
    title: varchar('title', { length: 200 }).notNull(),
    degree: varchar('degree', { length: 10 }).notNull(),
    primaryCategory: varchar('primary_category', { length: 40 }).notNull(),
    specialization: varchar('specialization', { length: 80 }).notNull(),
    specializationName: varchar('specialization_name', { length: 120 }).notNull(),
    countryIso3: varchar('country_iso3', { length: 5 })
      .notNull()
      .references(() => destinations.iso3),
    universityId: integer('university_id')
      .notNull()
      .references(() => universities.id),
    about: text('about').notNull(),
    highlights: jsonb('highlights').$type<string[]>().notNull().default([]),
    onlineDurationDays: smallint('online_duration_days').notNull(),
    onlineTuition: jsonb('online_tuition').$type<Money[]>().notNull(),
    destinationDurationDays: smallint('destination_duration_days').notNull(),
    destinationTuition: jsonb('destination_tuition').$type<Money[]>().notNull(),
    intakes: smallint('intakes').array().notNull(),
    /** Switched off in the console: no longer listed or shown, kept for the audit log and old links' 404. */
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('accelerator_programs_country_degree_idx').on(t.countryIso3, t.degree),
    index('accelerator_programs_category_idx').on(t.primaryCategory, t.specialization),
    check('accelerator_programs_degree_check', sql`${t.degree} in ('BACHELORS', 'MASTERS')`),
  ],
);

/** One brochure per university; a request for it is a lead (registration type BROCHURE_REQUEST). */
export const brochures = pgTable('brochures', {
  id: serial('id').primaryKey(),
  universityId: integer('university_id')
    .notNull()
    .unique()
    .references(() => universities.id, { onDelete: 'cascade' }),
  title: varchar('title', { length: 200 }).notNull(),
  edition: varchar('edition', { length: 20 }).notNull(),
  updatedOn: date('updated_on').notNull(),
  /**
   * The university's own PDF, uploaded in the console: where the storage holds it, its name and
   * size. Null sends the brochure generated from the university's details.
   */
  fileKey: varchar('file_key', { length: 300 }),
  fileName: varchar('file_name', { length: 200 }),
  fileBytes: integer('file_bytes'),
  uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
});
