import { DURATION_BUCKETS, type CourseFilter } from '@meridian/domain/catalogue/course-filter';
import { PRIMARY_CATEGORIES } from '@meridian/domain/catalogue/categories';
import { EXAMS, type ExamCode } from '@meridian/domain/catalogue/exams';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { DESTINATIONS, findDestination } from '@meridian/domain/destinations';
import type {
  CompareResponse,
  CourseCard,
  CourseDetail,
  CourseFacets,
  CourseListQuery,
  CourseListResponse,
  FacetName,
  FacetValue,
} from '@meridian/domain/catalogue/schemas';
import { pageOf, pageWindow, type PageRequest } from '@meridian/domain/pagination';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { latestExchangeRate } from '#api/modules/pathway/exchange-rate.ts';
import { createTtlCache } from '@meridian/domain/ttl-cache';
import {
  countCoursesUpTo,
  countFacet,
  findCourseBySlugs,
  findCoursePage,
  findCoursesByIds,
  type CourseScope,
} from './repo.ts';
import { toCourseCard, toCourseDetail } from './mappers.ts';
import { countsTableAnswers, sumFacet } from './facet-counts.repo.ts';
import { splitFeeRange } from './fee-bands.ts';

export function scopeOf(filter: CourseFilter, extra: Pick<CourseScope, 'universityId'> = {}): CourseScope {
  const { country, ...rest } = filter;
  const countryIso3 = country?.map((slug) => findDestination(slug)!.iso3);
  return { ...rest, ...(countryIso3 ? { countryIso3 } : {}), ...extra };
}

/** Totals above this read "1,000+": nobody pages past it, and counting further costs every request. */
export const TOTAL_CAP = 1000;

export async function listCourses(
  db: Db,
  options: { scope: CourseScope; sort: CourseListQuery['sort'] } & PageRequest,
): Promise<CourseListResponse> {
  const { scope, sort } = options;
  const [rows, counted] = await Promise.all([
    findCoursePage(db, { scope, sort, ...pageWindow(options) }),
    countCoursesUpTo(db, { scope, sort, cap: TOTAL_CAP }),
  ]);
  return {
    ...pageOf(options, rows.map(toCourseCard), Math.min(counted, TOTAL_CAP)),
    totalCapped: counted > TOTAL_CAP,
  };
}

const FACET_VALUES: Record<FacetName, readonly { value: string; label: string }[]> = {
  country: DESTINATIONS.map((d) => ({ value: d.iso3, label: d.name })),
  primaryCategory: PRIMARY_CATEGORIES.map((c) => ({ value: c.slug, label: c.name })),
  educationLevel: Object.entries(LEVEL_NAMES).map(([value, label]) => ({ value, label })),
  courseDuration: DURATION_BUCKETS.map((b) => ({ value: b.key, label: b.label })),
  examAccepted: Object.entries(EXAMS).map(([value, exam]) => ({
    value: value as ExamCode,
    label: exam.name,
  })),
};

/**
 * Counts per filter value. Each facet is counted with every other active filter applied, so a
 * count says how many results ticking that value would give. Country values are slugs on the way out.
 */
export function courseFacets(db: Db, scope: CourseScope): Promise<CourseFacets> {
  let cache = facetCaches.get(db);
  if (!cache) {
    cache = createTtlCache<CourseFacets>({ ttlMs: 5 * 60_000, maxEntries: 2000 });
    facetCaches.set(db, cache);
  }
  return cache.get(JSON.stringify(scope), () => countFacets(db, scope));
}

/**
 * Counts are sums over the facet counts table; a filter on something the table does not keep
 * (a university, a specialization, a name, a day range) scans the matching courses instead, and
 * those answers are kept five minutes per filter, per database.
 */
const facetCaches = new WeakMap<Db, ReturnType<typeof createTtlCache<CourseFacets>>>();

/**
 * One facet's counts, exact: whole fee bands from the counts table plus the narrow ends of the
 * fee range the bands leave out, counted on the courses themselves.
 */
export async function countFacetValues(
  db: Db,
  scope: CourseScope,
  facet: FacetName,
): Promise<Map<string, number>> {
  if (!countsTableAnswers(scope)) return countFacet(db, scope, facet);
  const split = splitFeeRange(scope.minFee, scope.maxFee);
  const parts = await Promise.all([
    ...(split.bands ? [sumFacet(db, scope, facet, split.bands)] : []),
    ...split.direct.map((range) => countFacet(db, { ...scope, minFee: range.min, maxFee: range.max }, facet)),
  ]);
  const total = new Map<string, number>();
  for (const part of parts) for (const [value, n] of part) total.set(value, (total.get(value) ?? 0) + n);
  return total;
}

async function countFacets(db: Db, scope: CourseScope): Promise<CourseFacets> {
  const names = Object.keys(FACET_VALUES) as FacetName[];
  const counts = await Promise.all(names.map((name) => countFacetValues(db, scope, name)));
  const facets = Object.fromEntries(
    names.map((name, index) => {
      const values: FacetValue[] = FACET_VALUES[name].map(({ value, label }) => ({
        value: name === 'country' ? DESTINATIONS.find((d) => d.iso3 === value)!.slug : value,
        label,
        count: counts[index]!.get(value) ?? 0,
      }));
      return [name, values];
    }),
  );
  return facets as CourseFacets;
}

export async function getCourseDetailOrThrow(
  db: Db,
  options: { universitySlug: string; courseSlug: string },
): Promise<CourseDetail> {
  const row = await findCourseBySlugs(db, options.universitySlug, options.courseSlug);
  if (!row) throw new AppError('NOT_FOUND', `no course ${options.courseSlug} at ${options.universitySlug}`);
  return toCourseDetail(row, await latestExchangeRate(db, row.currency));
}

/**
 * Up to three courses side by side, in the order asked. A shared link outlives some courses, so
 * ids that no longer exist come back in `unknownIds` beside the rest; when none exists, 404.
 */
export async function compareCourses(db: Db, ids: readonly number[]): Promise<CompareResponse> {
  const rows = await findCoursesByIds(db, ids);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'no compared course exists');
  const byId = new Map(rows.map((r) => [r.id, r]));
  const courses = await Promise.all(
    ids
      .filter((id) => byId.has(id))
      .map(async (id) => {
        const row = byId.get(id)!;
        return toCourseDetail(row, await latestExchangeRate(db, row.currency));
      }),
  );
  return { courses, unknownIds: ids.filter((id) => !byId.has(id)) };
}

/** Course cards of these ids, in the order given (ids that no longer exist are left out). */
export async function courseCardsByIds(db: Db, ids: readonly number[]): Promise<CourseCard[]> {
  if (ids.length === 0) return [];
  const byId = new Map((await findCoursesByIds(db, ids)).map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toCourseCard(row)] : [];
  });
}
