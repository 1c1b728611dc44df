import { and, asc, count, desc, sql } from 'drizzle-orm';
import type { ExamCode } from '@meridian/domain/catalogue/exams';
import type { Db } from '#api/db/client.ts';
import { destinations, universities } from '#api/db/schema/catalogue.ts';
import { courses } from '#api/db/schema/courses.ts';
import { withUniversityAndCountry } from '#api/db/catalogue-columns.ts';
import { scopeConditions, type CourseScope } from './repo.ts';

/** The minimum score a course asks for on `exam` (its entry in `exams`), null when it names none. */
const minScoreOf = (exam: ExamCode) =>
  sql<number>`(select (e->>'minScore')::numeric from jsonb_array_elements(${courses.exams}) e where e->>'exam' = ${exam} limit 1)`;

/**
 * How many courses a scope holds, how many of them name `exam`, and the lowest, median (the lower
 * middle one, a score some course asks for) and highest of their minimum scores: one pass over the
 * scope's courses.
 */
export async function summariseExamRequirements(db: Db, scope: CourseScope, exam: ExamCode) {
  const scoped = db
    .select({ minScore: minScoreOf(exam).as('min_score') })
    .from(courses)
    .where(and(...scopeConditions(scope)))
    .as('scoped');
  const [row] = await db
    .select({
      courseCount: count(),
      acceptingCount: count(scoped.minScore),
      lowest: sql<number | null>`min(${scoped.minScore})`.mapWith(Number),
      median: sql<number | null>`percentile_disc(0.5) within group (order by ${scoped.minScore})`.mapWith(
        Number,
      ),
      highest: sql<number | null>`max(${scoped.minScore})`.mapWith(Number),
    })
    .from(scoped);
  return row!;
}

/** The scope's courses asking the most of `exam`, highest first, the better ranked first among equals. */
export async function findHighestExamRequirements(db: Db, scope: CourseScope, exam: ExamCode, limit: number) {
  const minScore = minScoreOf(exam);
  return withUniversityAndCountry(
    db
      .select({
        slug: courses.slug,
        title: courses.title,
        minScore: minScore.mapWith(Number),
        sample: courses.sample,
        universitySlug: universities.slug,
        universityName: universities.name,
        countryIso3: destinations.iso3,
        countrySlug: destinations.slug,
        countryName: destinations.name,
      })
      .from(courses)
      .$dynamic(),
    courses,
  )
    .where(and(...scopeConditions(scope), sql`${courses.examCodes} && ${sql.param([exam])}::varchar[]`))
    .orderBy(desc(minScore), asc(courses.rankingSort), asc(courses.id))
    .limit(limit);
}
