import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCalculatorPage } from '@meridian/domain/cms/pages-admin';
import type { AdminPageList } from '@meridian/domain/cms/publishing';
import type { AuditLog } from '@meridian/domain/cms/audit';
import type { CalculatorPageContent } from '@meridian/domain/content/calculator-content';
import { createTestApp, type TestApp } from './helper.ts';
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
const publicUrl = '/cms/calculator/slug/ielts-band';
const adminUrl = '/cms/admin/calculator-pages/calculator/ielts-band';

describe('the calculators’ pages from the CMS', () => {
  it('serves the seeded IELTS and loan calculator pages by category and slug', async () => {
    const ielts = await as(undefined, 'GET', publicUrl);
    expect(ielts.statusCode, ielts.body).toBe(200);
    const page = ielts.json() as CalculatorPageContent;
    expect(page).toMatchObject({ category: 'calculator', slug: 'ielts-band' });
    expect(JSON.stringify(page.body)).toContain('6.125 becomes 6.0');
    expect(page.sources[0]).toMatchObject({ url: expect.stringContaining('ielts.org') });

    const loan = (await as(undefined, 'GET', '/cms/calculator/slug/education-loan')).json();
    expect(JSON.stringify(loan.body)).toContain('₹12,667.58 a month');

    // Their SEO title and description are SEO meta, edited in its own tab.
    const meta = await as(
      undefined,
      'GET',
      '/cms/meta?url=%2Fstudy-abroad%2Fcalculator%2Fielts-band&category=calculator',
    );
    expect(meta.json()).toMatchObject({
      title: 'IELTS Band Score Calculator: Overall Band with the Official Rounding',
    });

    expect((await as(undefined, 'GET', '/cms/calculator/slug/gpa')).statusCode).toBe(404);
    expect((await as(undefined, 'GET', '/cms/recipes/slug/ielts-band')).statusCode).toBe(400);
  });

  it('refuses learners (403) and anonymous callers (401) in the back office', async () => {
    expect((await as(undefined, 'GET', '/cms/admin/calculator-pages')).statusCode).toBe(401);
    expect((await as(learner, 'GET', adminUrl)).statusCode).toBe(403);
  });

  it('keeps a draft from readers, previews it to editors, publishes it, audits it and revalidates the pages', async () => {
    const loaded = await as(editor, 'GET', adminUrl);
    expect(loaded.statusCode, loaded.body).toBe(200);
    const { publishAt: _at, updatedAt: _updated, ...current } = loaded.json() as AdminCalculatorPage;
    const summary =
      'Type your four IELTS skill bands and see the overall band, rounded the way the test owners round it.';

    const drafted = await as(editor, 'PUT', adminUrl, { ...current, summary, status: 'draft' });
    expect(drafted.statusCode, drafted.body).toBe(200);
    expect((await as(undefined, 'GET', publicUrl)).statusCode).toBe(404);
    expect((await as(learner, 'GET', `${publicUrl}?previewStatus=true`)).statusCode).toBe(404);
    expect((await as(editor, 'GET', `${publicUrl}?previewStatus=true`)).json().summary).toBe(summary);

    const beforePublish = web.mark();
    const published = await as(editor, 'PUT', adminUrl, { ...current, summary, status: 'published' });
    expect(published.statusCode, published.body).toBe(200);
    expect(web.since(beforePublish)).toEqual([['calculator-pages']]);
    const shown = (await as(undefined, 'GET', publicUrl)).json() as CalculatorPageContent;
    expect(shown.summary).toBe(summary);
    // The editor's form does not carry the fact check: the seeded sources stay.
    expect(shown.sources).toHaveLength(2);

    const list = (await as(editor, 'GET', '/cms/admin/calculator-pages')).json() as AdminPageList;
    expect(list.items[0]).toMatchObject({
      key: 'calculator/ielts-band',
      group: 'Calculators',
      status: 'published',
    });
    const history = (
      await as(editor, 'GET', `/cms/admin/audit?entity=calculator-page&key=calculator%2Fielts-band`)
    ).json() as AuditLog;
    expect(history.items.map((e) => e.action)).toEqual(['update', 'update']);
  });

  it('names the field of bad input and writes nothing', async () => {
    const current = (await as(editor, 'GET', adminUrl)).json() as AdminCalculatorPage;
    const short = await as(editor, 'PUT', adminUrl, { ...current, summary: 'Too short.' });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toContain('summary');
    const otherCategory = await as(editor, 'POST', '/cms/admin/calculator-pages', {
      ...current,
      category: 'recipes',
    });
    expect(otherCategory.statusCode).toBe(400);
    expect(otherCategory.json().message).toContain('category');
    const noCalculator = await as(editor, 'POST', '/cms/admin/calculator-pages', { ...current, slug: 'gpa' });
    expect(noCalculator.statusCode).toBe(400);
    expect(noCalculator.json().message).toContain('slug');
  });
});
