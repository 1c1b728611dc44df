import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { ArticleInput } from '@meridian/domain/cms/articles-admin';
import { SearchResponse } from '@meridian/domain/search/schemas';
import { createTestApp, type TestApp } from './helper.ts';
import { demoUser, type TestUser } from './profile-fixtures.ts';
import { requestAs } from './guard-checks.ts';
import { bestCoursesOf, wordChecks } from '#api/modules/search/search.repo.ts';

let t: TestApp;
let editor: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  editor = await demoUser(t, '+919000000301');
});
afterAll(() => t.close());

const searchFor = async (q: string, extra = '') => {
  const res = await t.app.inject({ method: 'GET', url: `/search?q=${encodeURIComponent(q)}${extra}` });
  expect(res.statusCode, res.body).toBe(200);
  return { res, body: SearchResponse.parse(res.json()) };
};

describe('GET /search', () => {
  it('answers a public, cacheable read with the typo read as the word meant', async () => {
    const { res, body } = await searchFor('stanfrod');
    expect(res.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(body.results[0]).toMatchObject({
      kind: 'university',
      path: '/university/usa/stanford-university',
    });
    expect(body.interpretation?.correctedQuery).toBe('stanford');
  });

  it('leads a level, subject and country to the listing, then its best courses', async () => {
    const { body } = await searchFor('ms in cs usa');
    expect(body.results[0]).toMatchObject({ kind: 'listing', path: '/usa/masters/computer-science' });
    expect(body.results[1]!.kind).toBe('course');
    expect(body.results[1]!.path).toMatch(/^\/university\/usa\/[^/]+\/[^/]+$/);
    expect(body.interpretation).toMatchObject({
      level: 'MASTERS',
      subject: 'computer-science',
      country: 'usa',
    });
  });

  it('leads a subject alone to its listing at every level and in every country, with its best-ranked courses read from an index', async () => {
    const { body } = await searchFor('data science');
    expect(body.results.find((r) => r.kind === 'listing')).toMatchObject({
      path: '/abroad/courses/data-science',
    });
    expect(body.results.filter((r) => r.kind === 'course').length).toBeGreaterThan(0);
    // A million courses: a sort of every course of the subject took 0.4 s; an index in ranking order stops at the third.
    const planOf = (subject: string) =>
      t.database.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        const explained = (await tx.execute(
          sql`explain (format json) ${bestCoursesOf(tx, { subject }, 3)}`,
        )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
        return JSON.stringify(explained.rows[0]!['QUERY PLAN']);
      });
    for (const [subject, index] of [
      ['data-science', 'courses_category_rank_idx'],
      ['artificial-intelligence', 'courses_specialization_rank_idx'],
    ]) {
      const plan = await planOf(subject!);
      expect(plan, subject).toContain(index);
      expect(plan, subject).not.toContain('"Sort"');
    }
  });

  it('looks a misspelt word up through the trigram index of the vocabulary, not by testing every word', async () => {
    const explained = (await t.database.db.execute(
      sql`explain (format json) ${wordChecks(['univercity', 'tornto'], false)}`,
    )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
    const plan = JSON.stringify(explained.rows[0]!['QUERY PLAN']);
    expect(plan).toContain('search_words_trgm_idx');
    expect((await searchFor('univercity of tornto')).body.interpretation?.correctedQuery).toBe(
      'university of toronto',
    );
  });

  it('keeps to one kind when asked, counting every kind found', async () => {
    const { body: all } = await searchFor('ielts');
    const { body: exams } = await searchFor('ielts', '&kind=exam&limit=3');
    expect(exams.results.length).toBeGreaterThan(0);
    expect(exams.results.length).toBeLessThanOrEqual(3);
    expect(exams.results.every((r) => r.kind === 'exam')).toBe(true);
    expect(exams.kindCounts).toEqual(all.kindCounts);
    expect(Object.keys(all.kindCounts).length).toBeGreaterThan(1);
  });

  it('refuses a query over 200 characters with 400, and finds nothing in punctuation alone', async () => {
    const long = await t.app.inject({ method: 'GET', url: `/search?q=${'a'.repeat(201)}` });
    expect(long.statusCode).toBe(400);
    expect((await searchFor('-- !!')).body.results).toEqual([]);
  });

  it('finds an article as soon as an editor publishes it, and its new title after an edit', async () => {
    const draft: ArticleInput = {
      slug: 'ucas-clearing-for-indian-students',
      title: 'UCAS Clearing for Indian students: how it works',
      summary:
        'How UK universities fill their remaining places through UCAS Clearing each summer, and what an Indian applicant should have ready.',
      bodyMarkdown:
        '## What Clearing is\n\nClearing is how UK universities fill places still open after results day.',
      categorySlug: 'study-in-uk',
      tags: [],
      faqs: [],
      status: 'published',
    };
    const path = `/articles/${draft.slug}`;
    expect((await searchFor('ucas clearing')).body.results.map((r) => r.path)).not.toContain(path);
    expect((await requestAs(t, editor, 'POST', '/cms/admin/articles', draft)).statusCode).toBe(201);
    expect((await searchFor('ucas clearing')).body.results[0]).toMatchObject({ kind: 'article', path });

    const title = 'Adjustment and Clearing: late places at UK universities';
    await requestAs(t, editor, 'PUT', `/cms/admin/articles/${draft.slug}`, { ...draft, title });
    expect((await searchFor('late places adjustment')).body.results[0]).toMatchObject({ title, path });
  });
});

describe('the search rate limit', () => {
  // A fixed clock keeps all the requests in one minute's window.
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { SEARCHES_PER_MINUTE: '40' },
      clock: () => new Date('2026-06-01T10:00:10Z'),
    });
  });
  afterAll(() => limited.close());

  it('limits each visitor address to SEARCHES_PER_MINUTE searches', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 40; i += 1) {
      answers.push(
        (await limited.app.inject({ method: 'GET', url: '/search?q=mba', remoteAddress: '203.0.113.9' }))
          .statusCode,
      );
    }
    expect(answers.filter((s) => s === 200)).toHaveLength(40);
    const over = await limited.app.inject({
      method: 'GET',
      url: '/search?q=mba',
      remoteAddress: '203.0.113.9',
    });
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBeDefined();
  });
});
