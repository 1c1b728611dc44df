import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DURATION_BUCKETS, type CourseFilter } from '@meridian/domain/catalogue/course-filter';
import { encodeCourseFilter } from '@meridian/domain/catalogue/course-filter-url';
import { PRIMARY_CATEGORIES } from '@meridian/domain/catalogue/categories';
import { EXAMS, type ExamCode } from '@meridian/domain/catalogue/exams';
import type { FacetName } from '@meridian/domain/catalogue/schemas';
import { CourseListResponse } from '@meridian/domain/catalogue/schemas';
import { seededRandom } from '#api/db/seed/catalogue/random.ts';
import { countFacet } from '#api/modules/pathway/courses/repo.ts';
import { countFacetValues, scopeOf } from '#api/modules/pathway/courses/service.ts';
import { createTestApp, queryRows, type TestApp } from './helper.ts';

const COUNTRIES = ['usa', 'uk', 'canada', 'australia', 'germany', 'ireland', 'russia', 'georgia'] as const;
const FACETS: FacetName[] = [
  'country',
  'primaryCategory',
  'educationLevel',
  'courseDuration',
  'examAccepted',
];

/** Random listing filters over every dimension the counts table keeps, with round and odd fee bounds. */
function randomFilters(count: number): CourseFilter[] {
  const random = seededRandom('facet-counts');
  const some = <T>(values: readonly T[], most: number): T[] =>
    values.filter(() => random() < most / values.length).slice(0, most);
  const fee = () => (random() < 0.5 ? Math.round(random() * 60) * 100_000 : Math.round(random() * 6_000_000));
  return Array.from({ length: count }, () => {
    const filter: CourseFilter = {};
    const country = some(COUNTRIES, 2);
    if (country.length) filter.country = country;
    if (random() < 0.7) filter.educationLevel = random() < 0.5 ? 'MASTERS' : 'BACHELORS';
    const category = some(
      PRIMARY_CATEGORIES.map((c) => c.slug),
      2,
    );
    if (category.length) filter.primaryCategory = category;
    const duration = some(
      DURATION_BUCKETS.map((b) => b.key),
      2,
    );
    if (duration.length) filter.courseDuration = duration;
    const exams = some(Object.keys(EXAMS) as ExamCode[], 2);
    if (exams.length) filter.examAccepted = exams;
    if (random() < 0.7) {
      filter.fees = random() < 0.5 ? 'annual' : 'total';
      const [a, b] = [fee(), fee()].sort((x, y) => x - y);
      if (random() < 0.8) filter.minFee = a!;
      if (random() < 0.8) filter.maxFee = b!;
    }
    return filter;
  });
}

describe('pathway: facet counts from the counts table, and listings across several countries', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('gives the same facet counts as a GROUP BY over the courses, on random filters', async () => {
    const db = t.database.db;
    let matchingSome = 0;
    for (const filter of randomFilters(40)) {
      const scope = scopeOf(filter);
      if ([...(await countFacet(db, scope, 'educationLevel')).values()].some((n) => n > 0)) matchingSome += 1;
      for (const facet of FACETS) {
        const [fromTable, direct] = await Promise.all([
          countFacetValues(db, scope, facet),
          countFacet(db, scope, facet),
        ]);
        const nonZero = (m: Map<string, number>) => Object.fromEntries([...m].filter(([, n]) => n > 0));
        expect(nonZero(fromTable), `${facet} of ${JSON.stringify(filter)}`).toEqual(nonZero(direct));
      }
    }
    // The filters are random, but most must match courses for the comparison to mean anything.
    expect(matchingSome).toBeGreaterThanOrEqual(20);
  });

  it('counts a fee bound that falls exactly on a course’s fee', async () => {
    const [row] = await queryRows<{ fee: number; country: string }>(
      t.database,
      sql`select tuition_inr_annual as fee, country_iso3 as country from courses where tuition_inr_annual > 0 order by id limit 1`,
    );
    const scope = { ...scopeOf({ fees: 'annual' }), minFee: row!.fee, maxFee: row!.fee };
    const counts = await countFacetValues(t.database.db, scope, 'country');
    expect(counts.get(row!.country)).toBeGreaterThanOrEqual(1);
    expect(counts).toEqual(await countFacet(t.database.db, scope, 'country'));
  });

  it('lists several countries in one order, page after page, as a direct query sorts them', async () => {
    const filter: CourseFilter = { country: ['usa', 'canada', 'uk'], educationLevel: 'MASTERS' };
    for (const [sort, order] of [
      ['fee-desc', sql`tuition_inr_annual desc, id`],
      ['ranking', sql`ranking_sort, id`],
      ['duration', sql`duration_days, ranking_sort, id`],
    ] as const) {
      for (const page of [1, 3]) {
        const res = await t.app.inject({
          method: 'GET',
          url: `/pathway/courses?filter=${encodeCourseFilter(filter)}&sort=${sort}&page=${page}`,
        });
        expect(res.statusCode, res.body).toBe(200);
        const listed = CourseListResponse.parse(res.json()).items.map((c) => c.id);
        const expected = await queryRows<{ id: number }>(
          t.database,
          sql`select id from courses where country_iso3 in ('USA', 'CAN', 'GBR') and education_level = 'MASTERS'
            order by ${order} limit 30 offset ${(page - 1) * 30}`,
        );
        expect(listed, `${sort} page ${page}`).toEqual(expected.map((r) => r.id));
      }
    }
  });
});
