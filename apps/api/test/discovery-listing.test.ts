import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { CourseFilter } from '@meridian/domain/catalogue/course-filter';
import { encodeCourseFilter } from '@meridian/domain/catalogue/course-filter-url';
import { CourseFacets, CourseListResponse } from '@meridian/domain/catalogue/schemas';
import { MAX_PAGE } from '@meridian/domain/pagination';
import { createTestApp, queryRows, type TestApp } from './helper.ts';

describe('pathway: course listing, filters and facets', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (filter: CourseFilter, extra = '') => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/pathway/courses?filter=${encodeCourseFilter(filter)}${extra}`,
    });
    expect(res.statusCode, res.body).toBe(200);
    return CourseListResponse.parse(res.json());
  };

  const sqlCount = async (where: SQL) => {
    const [row] = await queryRows<{ n: string | number }>(
      t.database,
      sql`select count(*) as n from courses where ${where}`,
    );
    return Number(row!.n);
  };

  const usaMastersFilter: CourseFilter = {
    country: ['usa'],
    educationLevel: 'MASTERS',
    fees: 'annual',
    minFee: 2_000_000,
    maxFee: 4_500_000,
    examAccepted: ['GRE'],
  };
  const usaMastersWhere = sql`country_iso3 = 'USA' and education_level = 'MASTERS'
    and tuition_inr_annual between 2000000 and 4500000 and exam_codes && array['GRE']::varchar[]`;

  it('filters by intake month (the home finder’s intake step), its total and facets from the courses themselves', async () => {
    const filter: CourseFilter = { country: ['germany'], educationLevel: 'MASTERS', intake: [4] };
    const page = await list(filter);
    expect(page.total).toBe(
      await sqlCount(
        sql`country_iso3 = 'DEU' and education_level = 'MASTERS' and intakes && array[4]::smallint[]`,
      ),
    );
    expect(page.total).toBeGreaterThan(0);
    expect(page.total).toBeLessThan((await list({ country: ['germany'], educationLevel: 'MASTERS' })).total);
    for (const course of page.items) expect(course.intakes).toContain(4);
    const facets = await t.app.inject({
      method: 'GET',
      url: `/pathway/courses/facets?filter=${encodeCourseFilter(filter)}`,
    });
    expect(facets.statusCode, facets.body).toBe(200);
    const levels = CourseFacets.parse(facets.json()).educationLevel;
    expect(levels.find((f) => f.value === 'MASTERS')?.count).toBe(page.total);
  });

  it('filters by country, level, fee range and exam, and the total matches a direct query', async () => {
    const page = await list(usaMastersFilter, '&sort=fee-asc');
    expect(page.total).toBe(await sqlCount(usaMastersWhere));
    expect(page.total).toBeGreaterThan(0);
    expect(page.size).toBe(30);
    for (const course of page.items) {
      expect(course.university.country.slug).toBe('usa');
      expect(course.educationLevel).toBe('MASTERS');
      expect(course.tuitionInrAnnual).toBeGreaterThanOrEqual(2_000_000);
      expect(course.tuitionInrAnnual).toBeLessThanOrEqual(4_500_000);
      expect(course.exams.map((e) => e.exam)).toContain('GRE');
    }
    const fees = page.items.map((c) => c.tuitionInrAnnual);
    expect(fees).toEqual([...fees].sort((a, b) => a - b));
  });

  it('counts each facet value with the other filters applied, as a direct query does', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/pathway/courses/facets?filter=${encodeCourseFilter(usaMastersFilter)}`,
    });
    expect(res.statusCode).toBe(200);
    const facets = CourseFacets.parse(res.json());
    const gre = facets.examAccepted.find((f) => f.value === 'GRE')!;
    expect(gre.count).toBe(await sqlCount(usaMastersWhere));
    const toefl = facets.examAccepted.find((f) => f.value === 'TOEFL')!;
    expect(toefl.count).toBe(
      await sqlCount(sql`country_iso3 = 'USA' and education_level = 'MASTERS'
        and tuition_inr_annual between 2000000 and 4500000 and 'TOEFL' = any(exam_codes)`),
    );
    const uk = facets.country.find((f) => f.value === 'uk')!;
    expect(uk.count).toBe(
      await sqlCount(sql`country_iso3 = 'GBR' and education_level = 'MASTERS'
        and tuition_inr_annual between 2000000 and 4500000 and exam_codes && array['GRE']::varchar[]`),
    );
    expect(facets.educationLevel.map((f) => f.value)).toEqual(['BACHELORS', 'MASTERS']);
  });

  it('keeps a minimum fee of 0, so tuition-free German courses are listed', async () => {
    const page = await list({ country: ['germany'], fees: 'annual', minFee: 0, maxFee: 0 });
    expect(page.total).toBe(await sqlCount(sql`country_iso3 = 'DEU' and tuition_inr_annual = 0`));
    expect(page.total).toBeGreaterThan(20);
  });

  it('filters on the total fee when the fee type is total', async () => {
    const page = await list({ country: ['uk'], fees: 'total', maxFee: 3_000_000 }, '&sort=fee-desc');
    expect(page.total).toBe(await sqlCount(sql`country_iso3 = 'GBR' and tuition_inr_total <= 3000000`));
    const fees = page.items.map((c) => c.tuitionInrTotal);
    expect(fees).toEqual([...fees].sort((a, b) => b - a));
  });

  it('sorts by ranking by default, best ranked first', async () => {
    const page = await list({ educationLevel: 'BACHELORS', primaryCategory: ['engineering'] });
    const ranks = page.items.map((c) => c.university.worldRanking ?? 10_000);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(page.items[0]?.university.name).toBe('Massachusetts Institute of Technology');
  });

  it('pages from 1 without repeating a course', async () => {
    const first = await list({ country: ['uk'] });
    const second = await list({ country: ['uk'] }, '&page=2');
    const ids = new Set(first.items.map((c) => c.id));
    expect(first.page).toBe(1);
    expect(second.items.some((c) => ids.has(c.id))).toBe(false);
    expect(second.page).toBe(2);
  });

  it('filters by duration bucket and by day range', async () => {
    const oneYear = await list({ country: ['uk', 'ireland'], courseDuration: ['up-to-1-year'] });
    expect(oneYear.total).toBe(
      await sqlCount(sql`country_iso3 in ('GBR', 'IRL') and duration_days between 0 and 380`),
    );
    const range = await list({ country: ['usa'], dayFrom: 700, dayTo: 800 });
    expect(range.total).toBe(await sqlCount(sql`country_iso3 = 'USA' and duration_days between 700 and 800`));
  });

  it('counts totals exactly up to 1,000 and says when there are more', async () => {
    const everything = await list({});
    expect(await sqlCount(sql`true`)).toBeGreaterThan(1000);
    expect(everything).toMatchObject({ total: 1000, totalCapped: true });
    const narrow = await list({ country: ['finland'] });
    expect(narrow).toMatchObject({ total: await sqlCount(sql`country_iso3 = 'FIN'`), totalCapped: false });
  });

  it('answers 400 naming the filter when it does not decode', async () => {
    for (const bad of ['not-base64!', 'eyJjb3VudHJ5IjpbImF0bGFudGlzIl19', 'e30x']) {
      const res = await t.app.inject({ method: 'GET', url: `/pathway/courses?filter=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toMatchObject({ status: false, errorCode: 'BAD_REQUEST' });
      expect((res.json() as { message: string }).message).toContain('querystring.filter');
    }
  });

  it('scopes a list by the countryCode and educationLevel parameters, ignoring null or empty ones', async () => {
    const scoped = await list({}, '&countryCode=CAN&educationLevel=masters');
    expect(scoped.total).toBe(await sqlCount(sql`country_iso3 = 'CAN' and education_level = 'MASTERS'`));
    expect(scoped.total).toBeGreaterThan(0);
    for (const course of scoped.items) {
      expect(course.university.country.iso3).toBe('CAN');
      expect(course.educationLevel).toBe('MASTERS');
    }
    // They narrow the encoded filter rather than replace it.
    const narrowed = await list({ country: ['canada', 'uk'], primaryCategory: ['law'] }, '&countryCode=gbr');
    expect(narrowed.total).toBe(await sqlCount(sql`country_iso3 = 'GBR' and primary_category = 'law'`));

    const unscoped = await list({ country: ['finland'] });
    for (const absent of [
      'countryCode=null&educationLevel=',
      'countryCode=&educationLevel=null',
      'countryCode=%20',
    ]) {
      expect(await list({ country: ['finland'] }, `&${absent}`), absent).toEqual(unscoped);
    }
    const facets = await t.app.inject({ method: 'GET', url: '/pathway/courses/facets?countryCode=FIN' });
    expect(facets.statusCode).toBe(200);
    const finland = CourseFacets.parse(facets.json()).educationLevel.reduce((sum, v) => sum + v.count, 0);
    expect(finland).toBe(await sqlCount(sql`country_iso3 = 'FIN'`));
  });

  it('answers 400 naming countryCode or educationLevel when unknown or at odds with the filter', async () => {
    for (const [query, field] of [
      ['countryCode=ATL', 'countryCode'],
      ['educationLevel=PHD', 'educationLevel'],
      [`filter=${encodeCourseFilter({ country: ['uk'] })}&countryCode=USA`, 'countryCode'],
      [
        `filter=${encodeCourseFilter({ educationLevel: 'BACHELORS' })}&educationLevel=MASTERS`,
        'educationLevel',
      ],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url: `/pathway/courses?${query}` });
      expect(res.statusCode, query).toBe(400);
      expect((res.json() as { message: string }).message, query).toContain(`querystring.${field}`);
    }
  });

  it('answers 400 naming the field for a bad sort or page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pathway/courses?sort=cheapest' });
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('querystring.sort');
  });

  it('serves pages from 1 down to the deepest page, an empty list past the end, and refuses 0 and deeper', async () => {
    const lists = ['/pathway/courses', '/pathway/universities', '/pathway/accelerated-programs'];
    for (const path of [...lists, '/pathway/university/university-of-oxford/courses']) {
      const deepest = await t.app.inject({ method: 'GET', url: `${path}?page=${MAX_PAGE}` });
      expect(deepest.statusCode, path).toBe(200);
      expect((deepest.json() as { items: unknown[] }).items, path).toEqual([]);
      for (const page of [MAX_PAGE + 1, '1e30', 0, -1]) {
        const res = await t.app.inject({ method: 'GET', url: `${path}?page=${page}` });
        expect(res.statusCode, `${path} ${page}`).toBe(400);
        expect(res.json()).toMatchObject({ status: false, errorCode: 'BAD_REQUEST' });
        expect((res.json() as { message: string }).message).toContain('querystring.page');
      }
    }
  });
});
