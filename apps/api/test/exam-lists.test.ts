import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CourseFilter } from '@meridian/domain/catalogue/course-filter';
import { encodeCourseFilter } from '@meridian/domain/catalogue/course-filter-url';
import type { ExamRequirement } from '@meridian/domain/catalogue/exams';
import { ListingExam } from '@meridian/domain/catalogue/listing-exam';
import { ExamPageList } from '@meridian/domain/content/exams';
import { createTestApp, queryRows, type TestApp } from './helper.ts';

describe('exams in a listing’s context', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const usaCsMasters: CourseFilter = {
    country: ['usa'],
    educationLevel: 'MASTERS',
    primaryCategory: ['computer-science'],
  };
  const listingExam = (exam: string, filter: CourseFilter) =>
    t.app.inject({
      method: 'GET',
      url: `/pathway/courses/exams/${exam}?filter=${encodeCourseFilter(filter)}`,
    });

  /** The listing's courses read directly, with each one's minimum score on `exam` (null: not asked). */
  const seeded = async (exam: string) => {
    const rows = await queryRows<{ slug: string; university: string; exams: ExamRequirement[] }>(
      t.database,
      sql`select c.slug, u.slug as university, c.exams from courses c join universities u on u.id = c.university_id
          where c.country_iso3 = 'USA' and c.education_level = 'MASTERS' and c.primary_category = 'computer-science'`,
    );
    return rows.map((r) => ({ ...r, minScore: r.exams.find((e) => e.exam === exam)?.minScore ?? null }));
  };

  it('gives the GRE figures of USA computer science masters as the seeded courses have them', async () => {
    const res = await listingExam('gre', usaCsMasters);
    expect(res.statusCode, res.body).toBe(200);
    const body = ListingExam.parse(res.json());
    const courses = await seeded('GRE');
    const scores = courses.flatMap((c) => (c.minScore === null ? [] : [c.minScore])).sort((a, b) => a - b);
    expect(scores.length).toBeGreaterThan(1);
    expect(body).toMatchObject({
      exam: 'GRE',
      name: 'GRE',
      courseCount: courses.length,
      acceptingCount: scores.length,
      minScores: {
        lowest: scores[0],
        median: scores[Math.ceil(scores.length / 2) - 1],
        highest: scores.at(-1),
      },
    });
    // Highest requirement first, ten at most, each asking what the course itself says.
    expect(body.highest).toHaveLength(Math.min(10, scores.length));
    expect(body.highest.map((c) => c.minScore)).toEqual(scores.toReversed().slice(0, body.highest.length));
    const asked = new Map(courses.map((c) => [`${c.university}/${c.slug}`, c.minScore]));
    for (const course of body.highest) {
      expect(asked.get(`${course.university.slug}/${course.slug}`)).toBe(course.minScore);
      expect(course.university.country.slug).toBe('usa');
    }
  });

  it('answers 404 for an exam it does not know and for one no course of the listing names', async () => {
    expect((await listingExam('nope', usaCsMasters)).statusCode).toBe(404);
    // The SAT is a bachelors' test: no masters course asks for it.
    expect((await seeded('SAT')).every((c) => c.minScore === null)).toBe(true);
    expect((await listingExam('sat', usaCsMasters)).statusCode).toBe(404);
  });

  it('reads the scope from the filter like the listing: an IELTS filter narrows the GRE figures', async () => {
    const all = ListingExam.parse((await listingExam('gre', usaCsMasters)).json());
    const narrowed = ListingExam.parse(
      (await listingExam('gre', { ...usaCsMasters, examAccepted: ['IELTS'] })).json(),
    );
    expect(narrowed.courseCount).toBeLessThanOrEqual(all.courseCount);
    expect(narrowed.acceptingCount).toBeLessThanOrEqual(narrowed.courseCount);
  });
});

describe('the exam pages list', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const list = async (query: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/cms/exams/pages${query}` });
    expect(res.statusCode, res.body).toBe(200);
    return ExamPageList.parse(res.json());
  };

  it('pages every exam’s pages 9 at a time in menu order, each page once', async () => {
    const first = await list('');
    expect(first).toMatchObject({ page: 1, size: 9 });
    expect(first.items).toHaveLength(9);
    const [published] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from exam_pages where status = 'published' and publish_at <= now()`,
    );
    expect(first.total).toBe(published!.n);
    const pages = [first];
    for (let page = 2; page <= Math.ceil(first.total / 9); page++) pages.push(await list(`?page=${page}`));
    const seen = pages.flatMap((p) => p.items.map((i) => `${i.examSlug}/${i.slug}`));
    expect(seen).toHaveLength(first.total);
    expect(new Set(seen).size).toBe(first.total);
    // The hub's order: IELTS first, its overview first.
    expect(first.items[0]).toMatchObject({ examSlug: 'ielts', slug: 'overview', examName: 'IELTS' });
    expect((await list(`?page=${pages.length + 1}`)).items).toEqual([]);
  });

  it('filters by a hub category, all being every exam; an unknown category answers 404', async () => {
    const gre = await list('?category=gre');
    expect(gre.total).toBe(7);
    expect(gre.items.every((i) => i.examSlug === 'gre' && i.examName === 'GRE')).toBe(true);
    expect((await list('?category=all')).total).toBe((await list('')).total);
    const unknown = await t.app.inject({ method: 'GET', url: '/cms/exams/pages?category=nope' });
    expect(unknown.statusCode).toBe(404);
    const page0 = await t.app.inject({ method: 'GET', url: '/cms/exams/pages?page=0' });
    expect(page0.statusCode).toBe(400);
  });
});
