import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { AdminArticle, ArticleInput } from '@meridian/domain/cms/articles-admin';
import type { AuditLog } from '@meridian/domain/cms/audit';
import type { UploadedMedia } from '@meridian/domain/content/media';
import { createTestApp, type TestApp } from './helper.ts';
import { revalidationEnv, startRevalidationStub } from './revalidation-stub.ts';
import { createUser, demoUser, type TestUser } from './profile-fixtures.ts';
import { expectGuarded, requestAs, type CallArgs } from './guard-checks.ts';
import { SAMPLE_FILES } from './file-fixtures.ts';
import { sql } from 'drizzle-orm';
import { queryRows } from './helper.ts';

let t: TestApp;
let editor: TestUser;
let learner: TestUser;
let web: Awaited<ReturnType<typeof startRevalidationStub>>;

beforeAll(async () => {
  web = await startRevalidationStub();
  t = await createTestApp({ env: revalidationEnv(web.url) });
  editor = await demoUser(t, '+919000000301');
  learner = await createUser(t, { fullName: 'Ananya Rao' });
});

afterAll(async () => {
  await t.close();
  await web.close();
});

const as = (...call: CallArgs) => requestAs(t, ...call);

const draft: ArticleInput = {
  slug: 'ucas-clearing-for-indian-students',
  title: 'UCAS Clearing for Indian students: how it works',
  summary:
    'How UK universities fill their remaining places through UCAS Clearing each summer, and what an Indian applicant should have ready.',
  bodyMarkdown: [
    '## What Clearing is',
    '',
    'Clearing is how UK universities fill places still open after results day, from early July to October.',
    '',
    '> [!TIP]\n> Keep your UCAS Personal ID and your Class 12 marks at hand before you call a university.',
  ].join('\n'),
  categorySlug: 'study-in-uk',
  tags: [],
  faqs: [],
  status: 'draft',
};

describe('every /cms/admin and /pathway/admin route', () => {
  it('refuses anonymous callers (401) and learners (403)', async () => {
    const routes = t.app.routeTable
      .filter((route) => route.url.startsWith('/cms/admin') || route.url.startsWith('/pathway/admin'))
      .map((route) => ({
        method: route.method,
        url: route.url.replace(':auditId', '1').replace(/:\w+/g, 'some-page'),
      }));
    expect(routes.length).toBeGreaterThanOrEqual(9);
    await expectGuarded(t, routes, [learner]);
  });
});

describe('articles in the back office', () => {
  it('keeps a draft from readers, previews it to editors, publishes it, and restores an earlier version', async () => {
    const created = await as(editor, 'POST', '/cms/admin/articles', draft);
    expect(created.statusCode, created.body).toBe(201);
    expect((created.json() as AdminArticle).authorSlug).toMatch(/^[a-z-]+$/);

    const publicUrl = `/cms/articles/${draft.slug}`;
    expect((await as(undefined, 'GET', publicUrl)).statusCode).toBe(404);
    expect((await as(learner, 'GET', `${publicUrl}?previewStatus=true`)).statusCode).toBe(404);
    const preview = await as(editor, 'GET', `${publicUrl}?previewStatus=true`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().body[2]).toMatchObject({ type: 'callout', tone: 'tip' });

    const beforePublish = web.mark();
    const published = await as(editor, 'PUT', `/cms/admin/articles/${draft.slug}`, {
      ...draft,
      status: 'published',
    });
    expect(published.statusCode, published.body).toBe(200);
    expect((await as(undefined, 'GET', publicUrl)).json().title).toBe(draft.title);
    // The web app renders the article, its listings, the home page's guides and the sitemap afresh.
    expect(web.since(beforePublish)).toEqual([[`article:${draft.slug}`, 'articles', 'home', 'sitemap']]);

    const newTitle = 'UCAS Clearing 2026 for Indian students: a step-by-step guide';
    await as(editor, 'PUT', `/cms/admin/articles/${draft.slug}`, {
      ...draft,
      status: 'published',
      title: newTitle,
    });
    expect((await as(undefined, 'GET', publicUrl)).json().title).toBe(newTitle);

    const history = (
      await as(editor, 'GET', `/cms/admin/audit?entity=article&key=${draft.slug}`)
    ).json() as AuditLog;
    expect(history.items.map((e) => e.action)).toEqual(['update', 'update', 'create']);
    expect(history.items[0]!.actor.name).toBe('Rahul Verma');
    expect(history.items[0]!.before).toMatchObject({ title: draft.title });
    expect(history.items[0]!.after).toMatchObject({ title: newTitle });

    const beforeRestore = web.mark();
    const restored = await as(editor, 'POST', `/cms/admin/audit/${history.items[1]!.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect(web.since(beforeRestore)).toEqual([[`article:${draft.slug}`, 'articles', 'home', 'sitemap']]);
    expect((await as(undefined, 'GET', publicUrl)).json().title).toBe(draft.title);
    const afterRestore = restored.json() as AuditLog;
    expect(afterRestore.items[0]).toMatchObject({ action: 'restore', restoredFrom: history.items[1]!.id });
  });

  it('keeps a scheduled article hidden until its time', async () => {
    const slug = 'uk-graduate-route-changes-2027';
    const res = await as(editor, 'POST', '/cms/admin/articles', {
      ...draft,
      slug,
      status: 'published',
      publishAt: '2099-01-01T04:30:00Z',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect((await as(undefined, 'GET', `/cms/articles/${slug}`)).statusCode).toBe(404);
    expect((await as(editor, 'GET', `/cms/articles/${slug}?previewStatus=true`)).statusCode).toBe(200);
  });

  it('refuses Markdown it cannot show, naming the field, and writes nothing', async () => {
    const slug = 'a-page-with-raw-html';
    const res = await as(editor, 'POST', '/cms/admin/articles', {
      ...draft,
      slug,
      bodyMarkdown: '## A heading\n\n<script>alert(1)</script>\n',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('bodyMarkdown: HTML is not supported here');
    expect((await as(editor, 'GET', `/cms/admin/articles/${slug}`)).statusCode).toBe(404);
    const history = (
      await as(editor, 'GET', `/cms/admin/audit?entity=article&key=${slug}`)
    ).json() as AuditLog;
    expect(history.items).toEqual([]);
  });
});

describe('pictures', () => {
  it('stores an upload at each breakpoint width and refuses a file that is not an image by its bytes', async () => {
    const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#1f4e79' } })
      .png()
      .toBuffer();
    const upload = (bytes: Buffer, filename: string) => {
      const boundary = 'meridian-test-boundary';
      const body = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nThe Old College, Edinburgh\r\n`,
        ),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: image/png\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: '/cms/admin/media',
        headers: {
          authorization: editor.authorization,
          'content-type': `multipart/form-data; boundary=${boundary}`,
        },
        payload: body,
      });
    };
    const res = await upload(png, 'old-college.png');
    expect(res.statusCode, res.body).toBe(201);
    const media = res.json() as UploadedMedia;
    expect(media).toMatchObject({ width: 1200, height: 600 });
    expect(media.markdown).toBe(`![The Old College, Edinburgh](/media/${media.id}/1200x600)`);
    const small = await t.app.inject({ method: 'GET', url: `/cms/media/${media.id}/480.webp` });
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.rawPayload).metadata()).width).toBe(480);
    const large = await t.app.inject({ method: 'GET', url: `/cms/media/${media.id}/1600.webp` });
    expect((await sharp(large.rawPayload).metadata()).width).toBe(1200);

    const pdf = await upload(SAMPLE_FILES.pdf, 'old-college.png');
    expect(pdf.statusCode).toBe(400);
    expect(pdf.json().errorCode).toBe('UNSUPPORTED_IMAGE');
  });
});

describe('redirects', () => {
  it('applies a redirect through the meta service and counts the traffic the old address still gets', async () => {
    const from = '/study-abroad/articles/ucas-clearing-2025';
    const beforeRedirect = web.mark();
    const res = await as(editor, 'POST', '/cms/admin/redirects', {
      from,
      to: '/study-abroad/articles/ucas-clearing-for-indian-students',
      status: 301,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(web.since(beforeRedirect)).toEqual([['seo-meta']]);
    for (let i = 0; i < 2; i++) {
      const meta = await as(undefined, 'GET', `/cms/meta?url=${encodeURIComponent(from)}&category=article`);
      expect(meta.json()).toMatchObject({
        redirectUrl: '/study-abroad/articles/ucas-clearing-for-indian-students',
        customStatus: 301,
      });
    }
    const gone = await as(editor, 'POST', '/cms/admin/redirects', {
      from: '/study-abroad/old-fair-2024',
      status: 410,
    });
    expect(gone.statusCode, gone.body).toBe(201);
    expect(
      (await as(undefined, 'GET', `/cms/meta?url=/study-abroad/old-fair-2024&category=event`)).json(),
    ).toMatchObject({
      redirectUrl: null,
      customStatus: 410,
    });
    const list = (await as(editor, 'GET', '/cms/admin/redirects')).json();
    expect(list.items.find((r: { from: string }) => r.from === from)).toMatchObject({ hits: 2 });

    const bad = await as(editor, 'POST', '/cms/admin/redirects', { from: '/study-abroad/x', status: 301 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('to:');
  });
});

describe('the catalogue import', () => {
  const HEADER =
    'universitySlug,title,educationLevel,category,durationMonths,tuitionAmount,tuitionCurrency,feeType,intakes,entryRequirements';
  const EDINBURGH_AI =
    'university-of-edinburgh,MSc Artificial Intelligence,MASTERS,computer-science,12,42900,GBP,total,9,IELTS:7';
  const TORONTO_MI =
    'university-of-toronto,Master of Information,MASTERS,data-science,20,32000,CAD,annual,9,IELTS:7;TOEFL:93';
  const importCsv = (csv: string, dryRun: boolean) =>
    t.app.inject({
      method: 'POST',
      url: `/pathway/admin/catalogue/import?dryRun=${dryRun}`,
      headers: { authorization: editor.authorization, 'content-type': 'text/csv' },
      payload: csv,
    });
  const courseCount = async () =>
    (await queryRows<{ n: number }>(t.database, sql`select count(*)::int as n from courses`))[0]!.n;

  it('reports the bad row and field of a dry run and writes nothing', async () => {
    const before = await courseCount();
    const res = await importCsv(
      [HEADER, EDINBURGH_AI, TORONTO_MI.replace('MASTERS', 'DIPLOMA')].join('\n'),
      true,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ valid: false, dryRun: true, created: 0, updated: 0 });
    expect(res.json().errors).toEqual([{ row: 3, field: 'educationLevel', message: expect.any(String) }]);
    expect(await courseCount()).toBe(before);
  });

  it('upserts every course of a valid feed in one run and says what changed', async () => {
    const before = await courseCount();
    const csv = [HEADER, EDINBURGH_AI, TORONTO_MI].join('\n');
    const beforeImport = web.mark();
    expect((await importCsv(csv, true)).json()).toMatchObject({ valid: true, errors: [], created: 0 });
    expect(await courseCount()).toBe(before);
    expect(web.since(beforeImport)).toEqual([]);
    const first = (await importCsv(csv, false)).json();
    expect(first).toMatchObject({ valid: true, created: 2, updated: 0 });
    expect(web.since(beforeImport)).toEqual([
      [
        'courses',
        'universities',
        'sitemap',
        'university:university-of-edinburgh',
        'university:university-of-toronto',
      ],
    ]);
    expect(await courseCount()).toBe(before + 2);
    const again = await t.app.inject({
      method: 'POST',
      url: '/pathway/admin/catalogue/import',
      headers: { authorization: editor.authorization },
      payload: {
        courses: [
          {
            universitySlug: 'university-of-edinburgh',
            title: 'MSc Artificial Intelligence',
            educationLevel: 'MASTERS',
            category: 'computer-science',
            durationMonths: 12,
            tuitionAmount: 43500,
            tuitionCurrency: 'GBP',
            feeType: 'total',
          },
        ],
      },
    });
    expect(again.json()).toMatchObject({ valid: true, created: 0, updated: 1 });
    const [course] = await queryRows<{ tuition_minor: number }>(
      t.database,
      sql`select tuition_minor from courses where slug = 'msc-artificial-intelligence' and university_id = (select id from universities where slug = 'university-of-edinburgh')`,
    );
    expect(course!.tuition_minor).toBe(4_350_000);
  });
});
