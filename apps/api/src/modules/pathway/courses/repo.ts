import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { CourseFilter, CourseSort } from '@meridian/domain/catalogue/course-filter';
import { DURATION_BUCKETS } from '@meridian/domain/catalogue/course-filter';
import type { FacetName } from '@meridian/domain/catalogue/schemas';
import type { Db } from '../../../db/client.ts';
import { cities, destinations, universities } from '../../../db/schema/catalogue.ts';
import { courses, courseTitles } from '../../../db/schema/courses.ts';

/** A listing's filter with country slugs already resolved to iso3, plus scopes only the API sets. */
export type CourseScope = Omit<CourseFilter, 'country'> & { countryIso3?: string[]; universityId?: number };

function feeColumn(scope: CourseScope) {
  return scope.fees === 'total' ? courses.tuitionInrTotal : courses.tuitionInrAnnual;
}

/** The SQL conditions of a scope; `except` leaves one dimension out, for that dimension's facet counts. */
function conditions(scope: CourseScope, except?: FacetName): SQL[] {
  const where: SQL[] = [];
  if (scope.universityId !== undefined) where.push(eq(courses.universityId, scope.universityId));
  if (scope.countryIso3?.length && except !== 'country')
    where.push(inArray(courses.countryIso3, scope.countryIso3));
  if (scope.primaryCategory?.length && except !== 'primaryCategory') {
    where.push(inArray(courses.primaryCategory, scope.primaryCategory));
  }
  if (scope.educationLevel && except !== 'educationLevel')
    where.push(eq(courses.educationLevel, scope.educationLevel));
  if (scope.specialization) where.push(eq(courses.specialization, scope.specialization));
  if (scope.courseName) {
    const pattern = `%${scope.courseName.replace(/[\\%_]/g, '\\$&')}%`;
    where.push(
      inArray(
        courses.titleId,
        sql`(select ${courseTitles.id} from ${courseTitles} where ${courseTitles.title} ilike ${pattern} or ${courseTitles.title} % ${scope.courseName})`,
      ),
    );
  }
  // A minimum of 0 is a real bound (SPEC.md §5), so test for undefined, not falsiness.
  if (scope.minFee !== undefined) where.push(gte(feeColumn(scope), scope.minFee));
  if (scope.maxFee !== undefined) where.push(lte(feeColumn(scope), scope.maxFee));
  if (scope.courseDuration?.length && except !== 'courseDuration') {
    const ranges = DURATION_BUCKETS.filter((b) => scope.courseDuration?.includes(b.key)).map((b) =>
      and(gte(courses.durationDays, b.dayFrom), lte(courses.durationDays, b.dayTo))!,
    );
    where.push(or(...ranges)!);
  }
  if (scope.dayFrom !== undefined) where.push(gte(courses.durationDays, scope.dayFrom));
  if (scope.dayTo !== undefined) where.push(lte(courses.durationDays, scope.dayTo));
  if (scope.examAccepted?.length && except !== 'examAccepted') {
    where.push(sql`${courses.examCodes} && ${sql.param(scope.examAccepted)}::varchar[]`);
  }
  return where;
}

function orderBy(scope: CourseScope, sort: CourseSort) {
  const fee = feeColumn(scope);
  switch (sort) {
    case 'fee-asc':
      return [asc(fee), asc(courses.id)];
    case 'fee-desc':
      return [desc(fee), asc(courses.id)];
    case 'duration':
      return [asc(courses.durationDays), asc(courses.rankingSort), asc(courses.id)];
    case 'ranking':
      return [asc(courses.rankingSort), asc(courses.id)];
  }
}

const courseColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  educationLevel: courses.educationLevel,
  primaryCategory: courses.primaryCategory,
  specialization: courses.specialization,
  specializationName: courses.specializationName,
  durationDays: courses.durationDays,
  tuitionMinor: courses.tuitionMinor,
  currency: courses.currency,
  feeType: courses.feeType,
  tuitionInrAnnual: courses.tuitionInrAnnual,
  tuitionInrTotal: courses.tuitionInrTotal,
  exams: courses.exams,
  intakes: courses.intakes,
  universityId: universities.id,
  universitySlug: universities.slug,
  universityName: universities.name,
  universityCity: universities.city,
  worldRanking: universities.worldRanking,
  countryIso3: destinations.iso3,
  countrySlug: destinations.slug,
  countryName: destinations.name,
};
const cityColumns = {
  cityName: cities.name,
  cityMonthlyLivingMinor: cities.monthlyLivingMinor,
  cityCurrency: cities.currency,
};

export type CourseRow = Awaited<ReturnType<typeof findCoursePage>>[number];

/**
 * One page of courses. The ids are picked first, from a listing index alone (index-only scan in
 * sort order, filters checked on the index entries); only those rows are then read and joined.
 */
export async function findCoursePage(
  db: Db,
  options: { scope: CourseScope; sort: CourseSort; offset: number; limit: number },
) {
  const order = orderBy(options.scope, options.sort);
  const page = db
    .select({ id: courses.id })
    .from(courses)
    .where(and(...conditions(options.scope)))
    .orderBy(...order)
    .limit(options.limit)
    .offset(options.offset)
    .as('page');
  return db
    .select(courseColumns)
    .from(page)
    .innerJoin(courses, eq(courses.id, page.id))
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .innerJoin(destinations, eq(destinations.iso3, courses.countryIso3))
    .orderBy(...order);
}

/** Matching courses, counting no further than `cap + 1`, so a broad filter costs no more than a narrow one. */
export async function countCoursesUpTo(db: Db, scope: CourseScope, cap: number): Promise<number> {
  const matching = db
    .select({ id: courses.id })
    .from(courses)
    .where(and(...conditions(scope)))
    .limit(cap + 1)
    .as('matching');
  const [row] = await db.select({ n: count() }).from(matching);
  return row?.n ?? 0;
}

/** Value → count for one facet, with every other active filter applied. */
export async function countFacet(db: Db, scope: CourseScope, facet: FacetName): Promise<Map<string, number>> {
  const where = and(...conditions(scope, facet));
  let rows: { value: string | null; n: number }[];
  switch (facet) {
    case 'country':
      rows = await db
        .select({ value: courses.countryIso3, n: count() })
        .from(courses)
        .where(where)
        .groupBy(courses.countryIso3);
      break;
    case 'primaryCategory':
      rows = await db
        .select({ value: courses.primaryCategory, n: count() })
        .from(courses)
        .where(where)
        .groupBy(courses.primaryCategory);
      break;
    case 'educationLevel':
      rows = await db
        .select({ value: courses.educationLevel, n: count() })
        .from(courses)
        .where(where)
        .groupBy(courses.educationLevel);
      break;
    case 'courseDuration': {
      const [counts] = await db
        .select(
          Object.fromEntries(
            DURATION_BUCKETS.map((b) => [
              b.key,
              sql<number>`count(*) filter (where ${courses.durationDays} between ${b.dayFrom} and ${b.dayTo})`.mapWith(
                Number,
              ),
            ]),
          ),
        )
        .from(courses)
        .where(where);
      rows = Object.entries(counts ?? {}).map(([value, n]) => ({ value, n: Number(n) }));
      break;
    }
    case 'examAccepted': {
      const exam = sql<string>`exam`;
      rows = await db
        .select({ value: exam, n: count() })
        .from(sql`${courses} cross join lateral unnest(${courses.examCodes}) as exam`)
        .where(where)
        .groupBy(exam);
      break;
    }
  }
  return new Map(rows.filter((r) => r.value !== null).map((r) => [r.value!, Number(r.n)]));
}

export async function findCoursesByIds(db: Db, ids: readonly number[]) {
  return db
    .select({ ...courseColumns, about: courses.about, updatedAt: courses.updatedAt, ...cityColumns })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .innerJoin(destinations, eq(destinations.iso3, courses.countryIso3))
    .leftJoin(cities, eq(cities.id, universities.cityId))
    .where(inArray(courses.id, [...ids]));
}

export async function findCourseBySlugs(db: Db, universitySlug: string, courseSlug: string) {
  const [row] = await db
    .select({ ...courseColumns, about: courses.about, updatedAt: courses.updatedAt, ...cityColumns })
    .from(courses)
    .innerJoin(universities, eq(universities.id, courses.universityId))
    .innerJoin(destinations, eq(destinations.iso3, courses.countryIso3))
    .leftJoin(cities, eq(cities.id, universities.cityId))
    .where(and(eq(universities.slug, universitySlug), eq(courses.slug, courseSlug)))
    .limit(1);
  return row;
}
export type CourseDetailRow = NonNullable<Awaited<ReturnType<typeof findCourseBySlugs>>>;
