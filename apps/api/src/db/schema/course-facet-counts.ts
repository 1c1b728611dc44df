import { index, integer, pgTable, smallint, varchar } from 'drizzle-orm/pg-core';

/**
 * How many courses share each combination of the listing's facet dimensions, once per fee type
 * (a course is in one `annual` and one `total` row, each with the fee band of that fee). Facet
 * counts for a filter are sums over these rows instead of scans of every matching course.
 * Rebuilt in the transaction that changes the catalogue (refreshCourseFacetCounts).
 */
export const courseFacetCounts = pgTable(
  'course_facet_counts',
  {
    feeType: varchar('fee_type', { length: 6 }).notNull(),
    countryIso3: varchar('country_iso3', { length: 5 }).notNull(),
    educationLevel: varchar('education_level', { length: 10 }).notNull(),
    primaryCategory: varchar('primary_category', { length: 40 }).notNull(),
    /** A DURATION_BUCKETS key, null for a duration outside every bucket. */
    durationBucket: varchar('duration_bucket', { length: 20 }),
    examCodes: varchar('exam_codes', { length: 10 }).array().notNull(),
    /** 0 for no fee, then ₹1 lakh bands: 1 is ₹1–99,999, n is ₹(n−1) lakh to ₹n lakh − 1. */
    feeBand: smallint('fee_band').notNull(),
    courses: integer('courses').notNull(),
  },
  (t) => [
    index('course_facet_counts_country_idx').on(t.feeType, t.countryIso3, t.educationLevel, t.feeBand),
    index('course_facet_counts_level_idx').on(t.feeType, t.educationLevel, t.feeBand),
  ],
);
