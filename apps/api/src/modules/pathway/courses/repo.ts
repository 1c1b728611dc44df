import { and, asc, count, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { CourseFilter, CourseSort } from '@meridian/domain/catalogue/course-filter';
import { DURATION_BUCKETS } from '@meridian/domain/catalogue/course-filter';
import type { FacetName } from '@meridian/domain/catalogue/schemas';
import type { Db } from '#api/db/client.ts';
import { cities, destinations, universities } from '#api/db/schema/catalogue.ts';
import { courses, courseTitles } from '#api/db/schema/courses.ts';
import { withUniversityAndCountry } from '#api/db/catalogue-columns.ts';
import { firstRow } from '#api/db/first-row.ts';

/** A listing's filter with country slugs already resolved to iso3, plus scopes only the API sets. */
export type CourseScope = Omit<CourseFilter, 'country'> & { countryIso3?: string[]; universityId?: number };

function feeColumn(scope: CourseScope) {
  return scope.fees === 'total' ? courses.tuitionInrTotal : courses.tuitionInrAnnual;
}

/** The SQL conditions of a scope; `except` leaves one dimension out, for that dimension's facet counts. */
export function scopeConditions(scope: CourseScope, except?: FacetName): SQL[] {
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
  if (scope.intake?.length) where.push(sql`${courses.intakes} && ${sql.param(scope.intake)}::smallint[]`);
  return where;
}

/** The sort keys of a listing, id last so every order is total and pages never overlap. */
function sortKeys(scope: CourseScope, sort: CourseSort): { column: AnyPgColumn; desc: boolean }[] {
  const fee = feeColumn(scope);
  switch (sort) {
    case 'fee-asc':
      return [
        { column: fee, desc: false },
        { column: courses.id, desc: false },
      ];
    case 'fee-desc':
      return [
        { column: fee, desc: true },
        { column: courses.id, desc: false },
      ];
    case 'duration':
      return [
        { column: courses.durationDays, desc: false },
        { column: courses.rankingSort, desc: false },
        { column: courses.id, desc: false },
      ];
    case 'ranking':
      return [
        { column: courses.rankingSort, desc: false },
        { column: courses.id, desc: false },
      ];
  }
}

function orderBy(scope: CourseScope, sort: CourseSort) {
  return sortKeys(scope, sort).map((k) => (k.desc ? desc(k.column) : asc(k.column)));
}

/**
 * The ids matching a scope, in sort order, as SQL. With several countries no index yields matches
 * in sort order (entries are sorted within each country only), so Postgres would sort every
 * match; instead each country gives its first `limit` ids from its own index, and only those are
 * merged and sorted (`UNION ALL … ORDER BY … LIMIT`). Without a sort, any `limit` matches will do.
 */
function idsInOrder(db: Db, scope: CourseScope, sort: CourseSort | null, limit: number): SQL {
  const keys = sort ? sortKeys(scope, sort) : [{ column: courses.id, desc: false }];
  const countries = scope.countryIso3 ?? [];
  const branch = (branchScope: CourseScope) =>
    db
      .select(Object.fromEntries(keys.map((k) => [k.column.name, k.column])))
      .from(courses)
      .where(and(...scopeConditions(branchScope)))
      .orderBy(...(sort ? orderBy(branchScope, sort) : []))
      .limit(limit)
      .getSQL();
  if (countries.length < 2) return branch(scope);
  const merged = sql.join(
    countries.map((iso3) => sql`(${branch({ ...scope, countryIso3: [iso3] })})`),
    sql` union all `,
  );
  if (!sort) return sql`select * from (${merged}) merged limit ${limit}`;
  const order = sql.raw(keys.map((k) => `"${k.column.name}"${k.desc ? ' desc' : ''}`).join(', '));
  return sql`select * from (${merged}) merged order by ${order} limit ${limit}`;
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
  universityLogo: universities.logo,
  worldRanking: universities.worldRanking,
  countryIso3: destinations.iso3,
  countrySlug: destinations.slug,
  countryName: destinations.name,
  sample: courses.sample,
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
  const keys = sortKeys(options.scope, options.sort);
  const ordered = idsInOrder(db, options.scope, options.sort, options.offset + options.limit);
  const order = sql.raw(keys.map((k) => `"${k.column.name}"${k.desc ? ' desc' : ''}`).join(', '));
  const page = db
    .select({ pageId: sql<number>`id`.as('page_id') })
    .from(sql`(${ordered}) ordered`)
    .orderBy(order)
    .limit(options.limit)
    .offset(options.offset)
    .as('page');
  return withUniversityAndCountry(
    db.select(courseColumns).from(page).innerJoin(courses, eq(courses.id, page.pageId)).$dynamic(),
    courses,
  ).orderBy(...orderBy(options.scope, options.sort));
}

/**
 * Matching courses, counting no further than `cap + 1`, so a broad filter costs no more than a
 * narrow one. With a fee range the fee index narrows the count to that range, so no order is
 * needed. Without one the planner may walk a fee index where the filter's matches come last (all
 * of Germany's tuition-free courses before any that accepts the GRE), so the count follows the
 * listing's own order, on the index its page was read from.
 */
export async function countCoursesUpTo(
  db: Db,
  options: { scope: CourseScope; sort: CourseSort; cap: number },
): Promise<number> {
  const { scope, sort, cap } = options;
  const feeBounded = scope.minFee !== undefined || scope.maxFee !== undefined;
  const matching = idsInOrder(db, scope, feeBounded ? null : sort, cap + 1);
  const [row] = await db.select({ n: count() }).from(sql`(${matching}) matching`);
  return row?.n ?? 0;
}

/** Value → count for one facet, with every other active filter applied. */
export async function countFacet(db: Db, scope: CourseScope, facet: FacetName): Promise<Map<string, number>> {
  const where = and(...scopeConditions(scope, facet));
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

/** Courses as their detail page shows them: with their university, country and city. */
function selectCourseDetails(db: Db) {
  return withUniversityAndCountry(
    db
      .select({
        ...courseColumns,
        about: courses.about,
        sample: courses.sample,
        updatedAt: courses.updatedAt,
        ...cityColumns,
      })
      .from(courses)
      .$dynamic(),
    courses,
  ).leftJoin(cities, eq(cities.id, universities.cityId));
}

export async function findCoursesByIds(db: Db, ids: readonly number[]) {
  return selectCourseDetails(db).where(inArray(courses.id, [...ids]));
}

export async function findCourseBySlugs(db: Db, universitySlug: string, courseSlug: string) {
  return firstRow(
    selectCourseDetails(db).where(and(eq(universities.slug, universitySlug), eq(courses.slug, courseSlug))),
  );
}
export type CourseDetailRow = NonNullable<Awaited<ReturnType<typeof findCourseBySlugs>>>;
