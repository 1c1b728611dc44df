import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { ArticleDetail } from '@meridian/domain/content/articles';
import { ExamPage } from '@meridian/domain/content/exams';
import { StaleContentList } from '@meridian/domain/content/stale-content';
import { articles } from '#api/db/schema/articles.ts';
import { examPages } from '#api/db/schema/exams.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { expectGuarded } from './guard-checks.ts';
import { createUser, type TestUser } from './profile-fixtures.ts';

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('fact checks of articles and exam pages', () => {
  let t: TestApp;
  let editor: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    editor = await createUser(t, { fullName: 'Kabir Shah', permissions: ['cms_editor'] });
  });
  afterAll(async () => {
    await t.close();
  });

  const stale = async (query = '') => {
    const res = await t.app.inject({
      url: `/cms/admin/content/stale${query}`,
      headers: { authorization: editor.authorization },
    });
    expect(res.statusCode).toBe(200);
    return StaleContentList.parse(res.json());
  };

  it('shows when an article and an exam page were checked, against which official sources', async () => {
    const article = ArticleDetail.parse(
      (await t.app.inject({ url: '/cms/articles/uk-student-visa' })).json(),
    );
    expect(article.factsCheckedAt).toBe('2026-11-12');
    expect(article.sources).toContainEqual({
      title: 'GOV.UK: Student visa',
      url: 'https://www.gov.uk/student-visa',
    });

    const gre = ExamPage.parse((await t.app.inject({ url: '/cms/exams/gre/overview' })).json());
    expect(gre.factsCheckedAt).toMatch(/^2026-/);
    expect(gre.sources).toEqual([{ title: 'ETS: GRE General Test', url: 'https://www.ets.org/gre.html' }]);
  });

  it('lists for editors the pages checked longer ago than the configured 180 days, or never', async () => {
    await t.database.db
      .update(articles)
      .set({ factsCheckedAt: daysAgo(400) })
      .where(eq(articles.slug, 'lor-format'));
    await t.database.db
      .update(examPages)
      .set({ factsCheckedAt: null })
      .where(and(eq(examPages.examSlug, 'toefl'), eq(examPages.slug, 'exam-fee')));

    const list = await stale();
    expect(list.olderThanDays).toBe(180);
    expect(list.pages).toEqual([
      {
        kind: 'exam-page',
        title: expect.stringContaining('TOEFL'),
        path: '/exam/toefl/exam-fee',
        factsCheckedAt: null,
        daysSinceCheck: null,
        sources: [{ title: 'ETS: TOEFL iBT', url: 'https://www.ets.org/toefl.html' }],
      },
      expect.objectContaining({ kind: 'article', path: '/articles/lor-format', daysSinceCheck: 400 }),
    ]);
  });

  it('takes another age from olderThanDays, oldest check first', async () => {
    const everything = await stale('?olderThanDays=0');
    expect(everything.pages.length).toBeGreaterThan(150);
    const days = everything.pages.map((p) => p.daysSinceCheck ?? Infinity);
    expect(days).toEqual([...days].sort((a, b) => b - a));

    const bad = await t.app.inject({
      url: '/cms/admin/content/stale?olderThanDays=-3',
      headers: { authorization: editor.authorization },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('answers only editors: 401 signed out, 403 to a learner', async () => {
    const learner = await createUser(t);
    await expectGuarded(t, [{ method: 'GET', url: '/cms/admin/content/stale' }], [learner]);
  });
});
