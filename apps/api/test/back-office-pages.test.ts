import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AdminEbook, ExamPageInput, KbPageInput } from '@meridian/domain/cms/pages-admin';
import type { AdminPageList } from '@meridian/domain/cms/publishing';
import type { AuditLog } from '@meridian/domain/cms/audit';
import type { AdminSeoMetaList } from '@meridian/domain/seo/seo-meta-admin';
import { createTestApp, queryRows, type TestApp } from './helper.ts';
import { revalidationEnv, startRevalidationStub } from './revalidation-stub.ts';
import { createUser, demoUser, type TestUser } from './profile-fixtures.ts';
import { requestAs, type CallArgs } from './guard-checks.ts';

let t: TestApp;
let editor: TestUser;
let learner: TestUser;
let web: Awaited<ReturnType<typeof startRevalidationStub>>;

beforeAll(async () => {
  web = await startRevalidationStub();
  t = await createTestApp({ env: revalidationEnv(web.url) });
  editor = await demoUser(t, '+919000000301');
  learner = await createUser(t, { fullName: 'Kavya Menon' });
});

afterAll(async () => {
  await t.close();
  await web.close();
});

const as = (...call: CallArgs) => requestAs(t, ...call);

const historyOf = async (entity: string, key: string) =>
  (
    await as(editor, 'GET', `/cms/admin/audit?entity=${entity}&key=${encodeURIComponent(key)}`)
  ).json() as AuditLog;

describe('exam pages in the back office', () => {
  const page: ExamPageInput = {
    examSlug: 'ielts',
    slug: 'one-skill-retake',
    title: 'IELTS One Skill Retake for Indian test takers',
    summary:
      'Who can resit a single IELTS skill, how soon after the test, what it costs in India and how the new score is reported.',
    bodyMarkdown:
      '## What it is\n\nOne Skill Retake lets you resit Listening, Reading, Writing or Speaking within 60 days of a computer-delivered IELTS.',
    status: 'draft',
  };
  const publicUrl = '/cms/exams/ielts/one-skill-retake';

  it('refuses learners (403) and anonymous callers (401)', async () => {
    expect((await as(undefined, 'GET', '/cms/admin/exam-pages')).statusCode).toBe(401);
    expect((await as(learner, 'POST', '/cms/admin/exam-pages', page)).statusCode).toBe(403);
  });

  it('keeps a draft from readers, previews it to editors, publishes it and restores the old text', async () => {
    const created = await as(editor, 'POST', '/cms/admin/exam-pages', page);
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({ examSlug: 'ielts', slug: 'one-skill-retake', status: 'draft' });

    expect((await as(undefined, 'GET', publicUrl)).statusCode).toBe(404);
    expect((await as(learner, 'GET', `${publicUrl}?previewStatus=true`)).statusCode).toBe(404);
    const preview = await as(editor, 'GET', `${publicUrl}?previewStatus=true`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().title).toBe(page.title);
    const hub = (await as(undefined, 'GET', '/cms/exams')).json();
    const ielts = hub.exams.find((e: { slug: string }) => e.slug === 'ielts');
    expect(ielts.pages.map((p: { slug: string }) => p.slug)).not.toContain('one-skill-retake');

    const beforePublish = web.mark();
    const published = await as(editor, 'PUT', '/cms/admin/exam-pages/ielts/one-skill-retake', {
      ...page,
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    // The web app renders the exam pages and the sitemap afresh.
    expect(web.since(beforePublish)).toEqual([['exams', 'sitemap']]);
    expect((await as(undefined, 'GET', publicUrl)).json().body[1].text).toContain('within 60 days');

    const newBody = page.bodyMarkdown.replace('within 60 days', 'within 60 days, once per test');
    await as(editor, 'PUT', '/cms/admin/exam-pages/ielts/one-skill-retake', {
      ...page,
      status: 'published',
      bodyMarkdown: newBody,
    });
    expect((await as(undefined, 'GET', publicUrl)).json().body[1].text).toContain('once per test');

    const list = (await as(editor, 'GET', '/cms/admin/exam-pages')).json() as AdminPageList;
    expect(list.items[0]).toMatchObject({
      key: 'ielts/one-skill-retake',
      group: 'IELTS',
      status: 'published',
    });

    const history = await historyOf('exam-page', 'ielts/one-skill-retake');
    expect(history.items.map((e) => e.action)).toEqual(['update', 'update', 'create']);
    const restored = await as(editor, 'POST', `/cms/admin/audit/${history.items[1]!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await as(undefined, 'GET', publicUrl)).json().body[1].text).not.toContain('once per test');
  });

  it('names the field of bad input in the catalogue’s words and writes nothing', async () => {
    const noExam = await as(editor, 'POST', '/cms/admin/exam-pages', {
      ...page,
      examSlug: 'ucat',
      slug: 'fees',
    });
    expect(noExam.statusCode).toBe(400);
    expect(noExam.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      message: expect.stringContaining('(examSlug: '),
    });
    const short = await as(editor, 'POST', '/cms/admin/exam-pages', {
      ...page,
      slug: 'fees-2',
      title: 'Fees',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('title');
    const moved = await as(editor, 'PUT', '/cms/admin/exam-pages/ielts/overview', {
      ...page,
      slug: 'overview-2',
    });
    expect(moved.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      message: expect.stringContaining('(slug: '),
    });
    expect((await historyOf('exam-page', 'ucat/fees')).items).toEqual([]);
  });
});

describe('knowledge-base pages in the back office', () => {
  const page: KbPageInput = {
    topicSlug: 'student-visa',
    categorySlug: 'uk',
    slug: 'can-i-work-on-a-uk-student-visa',
    title: 'Can I work part-time on a UK Student visa?',
    summary: 'Yes: up to 20 hours a week in term time at degree level, and full-time in official vacations.',
    bodyMarkdown:
      '## Term time\n\nDegree-level students may work up to 20 hours a week during term, as printed on their BRP or eVisa.',
    status: 'published',
  };
  const publicUrl = '/cms/faq-question/student-visa/uk/can-i-work-on-a-uk-student-visa';

  it('publishes a new question, lists it in its category and restores an earlier answer', async () => {
    const created = await as(editor, 'POST', '/cms/admin/kb-pages', page);
    expect(created.statusCode, created.body).toBe(201);
    expect((await as(undefined, 'GET', publicUrl)).json().shortAnswer).toBe(page.summary);
    const category = (await as(undefined, 'GET', '/cms/faq-question/student-visa/uk')).json();
    expect(category.questions.map((q: { slug: string }) => q.slug)).toContain(page.slug);

    const key = `student-visa/uk/${page.slug}`;
    const changed = await as(editor, 'PUT', `/cms/admin/kb-pages/${key}`, {
      ...page,
      summary: 'Usually yes, up to 20 hours a week in term time; check the conditions on your visa.',
      status: 'draft',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await as(undefined, 'GET', publicUrl)).statusCode).toBe(404);
    expect((await as(editor, 'GET', `${publicUrl}?previewStatus=true`)).statusCode).toBe(200);

    const history = await historyOf('kb-page', key);
    const beforeRestore = web.mark();
    await as(editor, 'POST', `/cms/admin/audit/${history.items[1]!.id}/restore`);
    expect(web.since(beforeRestore)).toEqual([['knowledge-base', 'sitemap']]);
    expect((await as(undefined, 'GET', publicUrl)).json().shortAnswer).toBe(page.summary);

    const groups = (await as(editor, 'GET', '/cms/admin/kb-pages/options')).json();
    expect(groups.groups).toContainEqual({ key: 'student-visa/uk', name: expect.stringContaining('UK') });
  });

  it('refuses a category the knowledge base does not have', async () => {
    const res = await as(editor, 'POST', '/cms/admin/kb-pages', { ...page, categorySlug: 'narnia' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      errorCode: 'BAD_REQUEST',
      message: expect.stringContaining('(categorySlug: '),
    });
  });
});

describe('e-books in the back office', () => {
  it('changes an e-book’s title and cover, hides it as a draft and restores the original', async () => {
    const opened = await as(editor, 'GET', '/cms/admin/ebooks/ielts-exam-guide');
    expect(opened.statusCode, opened.body).toBe(200);
    const ebook = opened.json() as AdminEbook;
    expect(ebook.bodyMarkdown.length).toBeGreaterThan(100);

    const cover = '/media/0b7c2f4e-3d1a-4c5b-9e8f-6a7b8c9d0e1f/1200x1600';
    const beforeChange = web.mark();
    const changed = await as(editor, 'PUT', '/cms/admin/ebooks/ielts-exam-guide', {
      ...ebook,
      title: 'IELTS Exam Guide 2027: pattern, fees and band scores',
      cover,
      status: 'draft',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(web.since(beforeChange)).toEqual([['ebooks', 'sitemap']]);
    expect((await as(undefined, 'GET', '/webinar/ebooks/ielts-exam-guide')).statusCode).toBe(404);
    const preview = await as(editor, 'GET', '/webinar/ebooks/ielts-exam-guide?previewStatus=true');
    expect(preview.json()).toMatchObject({
      cover,
      title: 'IELTS Exam Guide 2027: pattern, fees and band scores',
    });

    // The first change of an imported e-book: restoring what it found brings the original back.
    const history = await historyOf('ebook', 'ielts-exam-guide');
    expect(history.items[0]!.before).toMatchObject({ title: ebook.title, status: 'published' });
    const restored = await as(
      editor,
      'POST',
      `/cms/admin/audit/${history.items[0]!.id}/restore?version=before`,
    );
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await as(undefined, 'GET', '/webinar/ebooks/ielts-exam-guide')).json()).toMatchObject({
      title: ebook.title,
      cover: null,
    });
  });

  it('refuses a cover that is not an uploaded picture', async () => {
    const ebook = (await as(editor, 'GET', '/cms/admin/ebooks/gre-exam-guide')).json() as AdminEbook;
    const res = await as(editor, 'PUT', '/cms/admin/ebooks/gre-exam-guide', {
      ...ebook,
      cover: 'https://example.org/cover.png',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('cover');
  });
});

describe('SEO meta in the back office', () => {
  const path = '/study-abroad/exam/ielts/exam-fee';
  const meta = {
    path,
    title: 'IELTS Fee in India 2027: Test, Retake and Reschedule Charges',
    description:
      'What IELTS costs in India in 2027, including One Skill Retake, rescheduling and cancellation charges.',
    canonical: path,
    robots: 'index, follow',
  };

  it('adds meta the meta service serves, changes it, deletes it and restores it, all audited', async () => {
    const created = await as(editor, 'POST', '/cms/admin/seo-meta', meta);
    expect(created.statusCode, created.body).toBe(201);
    const served = await as(undefined, 'GET', `/cms/meta?url=${encodeURIComponent(path)}&category=exam`);
    expect(served.json()).toMatchObject({ title: meta.title, robots: 'index, follow' });

    await as(editor, 'POST', '/cms/admin/seo-meta', { ...meta, robots: 'noindex, follow' });
    expect(
      (await as(undefined, 'GET', `/cms/meta?url=${encodeURIComponent(path)}&category=exam`)).json().robots,
    ).toBe('noindex, follow');

    const beforeDelete = web.mark();
    const deleted = await as(editor, 'DELETE', `/cms/admin/seo-meta?path=${encodeURIComponent(path)}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    // The proxy's meta lookup and the pages' meta tags forget the deleted meta at once.
    expect(web.since(beforeDelete)).toEqual([['seo-meta']]);
    expect((deleted.json() as AdminSeoMetaList).items.map((m) => m.path)).not.toContain(path);
    expect(
      (await as(undefined, 'GET', `/cms/meta?url=${encodeURIComponent(path)}&category=exam`)).json().title,
    ).toBeNull();

    const history = await historyOf('seo-meta', path);
    expect(history.items.map((e) => e.action)).toEqual(['delete', 'update', 'create']);
    expect(history.items[0]!.after).toBeNull();
    await as(editor, 'POST', `/cms/admin/audit/${history.items[1]!.id}/restore`);
    expect(
      (await as(undefined, 'GET', `/cms/meta?url=${encodeURIComponent(path)}&category=exam`)).json(),
    ).toMatchObject({ title: meta.title, robots: 'noindex, follow' });
  });

  it('takes a redirect only to a site path or an https address, as the redirects table does', async () => {
    const redirected = { path: '/study-abroad/old-ielts-fees', customStatus: 301 };
    for (const redirectUrl of [
      'javascript:alert(document.cookie)',
      'http://example.com/ielts',
      '//evil.example/ielts',
      '/\\evil.example/ielts',
      'https:evil.example',
    ]) {
      const bad = await as(editor, 'POST', '/cms/admin/seo-meta', { ...redirected, redirectUrl });
      expect(bad.statusCode, redirectUrl).toBe(400);
      expect(bad.json().message, redirectUrl).toContain('redirectUrl');
      const redirect = await as(editor, 'POST', '/cms/admin/redirects', {
        from: redirected.path,
        to: redirectUrl,
        status: 301,
      });
      expect(redirect.statusCode, redirectUrl).toBe(400);
    }
    for (const redirectUrl of ['/study-abroad/exam/ielts/exam-fee', 'https://ielts.org/fees']) {
      const good = await as(editor, 'POST', '/cms/admin/seo-meta', { ...redirected, redirectUrl });
      expect(good.statusCode, good.body).toBe(201);
    }
  });

  it('never serves a redirect stored before the rule to another host or scheme', async () => {
    const path = '/study-abroad/old-scholarships';
    await t.database.db.execute(
      sql`insert into seo_meta (path, redirect_url, custom_status) values (${path}, '//evil.example', 301)`,
    );
    const oldRedirect = '/study-abroad/old-loans';
    await t.database.db.execute(
      sql`insert into redirects (from_path, to_url, status) values (${oldRedirect}, '/\\evil.example', 302)`,
    );
    for (const url of [path, oldRedirect]) {
      const served = await as(undefined, 'GET', `/cms/meta?url=${encodeURIComponent(url)}&category=page`);
      expect(served.json(), url).toMatchObject({ redirectUrl: null, customStatus: null });
    }
  });

  it('names the bad field and refuses learners', async () => {
    const bad = await as(editor, 'POST', '/cms/admin/seo-meta', { ...meta, robots: 'nofollow please' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('robots');
    expect((await as(learner, 'DELETE', `/cms/admin/seo-meta?path=${path}`)).statusCode).toBe(403);
    expect((await as(undefined, 'GET', '/cms/admin/seo-meta')).statusCode).toBe(401);
  });
});

describe('the university feed of the catalogue import', () => {
  const HEADER = 'slug,name,countrySlug,city,ranking,rankingSource,institutionType';
  const STIRLING = 'university-of-stirling,University of Stirling,uk,Stirling,,,university';
  const MEMORIAL =
    'memorial-university-of-newfoundland,Memorial University of Newfoundland,canada,St. John’s,,,university';
  const importCsv = (csv: string, dryRun: boolean, user: TestUser | null = editor) =>
    t.app.inject({
      method: 'POST',
      url: `/pathway/admin/catalogue/import?feed=universities&dryRun=${dryRun}`,
      headers: { ...(user ? { authorization: user.authorization } : {}), 'content-type': 'text/csv' },
      payload: csv,
    });
  const universityCount = async () =>
    (await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from universities`))[0]!.n;

  it('refuses learners and anonymous callers', async () => {
    expect((await importCsv([HEADER, STIRLING].join('\n'), true, learner)).statusCode).toBe(403);
    expect((await importCsv([HEADER, STIRLING].join('\n'), true, null)).statusCode).toBe(401);
  });

  it('reports the bad rows and fields of a dry run, the header being row 1, and writes nothing', async () => {
    const before = await universityCount();
    const res = await importCsv(
      [HEADER, STIRLING, MEMORIAL.replace(',canada,', ',narnia,'), STIRLING].join('\n'),
      true,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ valid: false, dryRun: true, created: 0, updated: 0, changes: [] });
    expect(res.json().errors).toEqual([
      { row: 3, field: 'countrySlug', message: expect.stringContaining('narnia') },
      { row: 4, field: 'slug', message: 'university-of-stirling is also on row 2' },
    ]);
    expect(await universityCount()).toBe(before);
  });

  it('upserts every university in one run, says what changed and keeps their courses in line', async () => {
    const before = await universityCount();
    const beforeImport = web.mark();
    const created = (await importCsv([HEADER, STIRLING, MEMORIAL].join('\n'), false)).json();
    expect(created).toMatchObject({ valid: true, created: 2, updated: 0 });
    expect(created.changes).toEqual([
      { row: 2, key: 'university-of-stirling', action: 'created' },
      { row: 3, key: 'memorial-university-of-newfoundland', action: 'created' },
    ]);
    expect(await universityCount()).toBe(before + 2);
    // Their pages, the listings and the countries showing them render afresh.
    expect(web.since(beforeImport)).toEqual([
      [
        'universities',
        'courses',
        'sitemap',
        'university:university-of-stirling',
        'university:memorial-university-of-newfoundland',
        'country:uk',
        'country:canada',
      ],
    ]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/pathway/admin/catalogue/import',
      headers: { authorization: editor.authorization },
      payload: {
        universities: [
          {
            slug: 'university-of-edinburgh',
            name: 'University of Edinburgh',
            countrySlug: 'uk',
            city: 'Edinburgh',
            ranking: 27,
            rankingSource: 'QS World University Rankings 2025',
          },
        ],
      },
    });
    expect(again.json()).toMatchObject({ valid: true, created: 0, updated: 1 });
    const [course] = await queryRows<{ ranking_sort: number }>(
      t.database,
      sql`select ranking_sort from courses where university_id = (select id from universities where slug = 'university-of-edinburgh') limit 1`,
    );
    expect(course!.ranking_sort).toBe(27);
  });
});
