import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditLog } from '@meridian/domain/cms/audit';
import type {
  AdminPageRule,
  AdminPageRuleList,
  PageConfiguration,
  PageRuleInput,
} from '@meridian/domain/cms/page-configuration';
import { createTestApp, type TestApp } from './helper.ts';
import { createUser, demoUser, type TestUser } from './profile-fixtures.ts';
import { expectGuarded, requestAs } from './guard-checks.ts';

let t: TestApp;
let editor: TestUser;
let learner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  editor = await demoUser(t, '+919000000301');
  learner = await createUser(t, { fullName: 'Kabir Malhotra' });
});

afterAll(async () => {
  await t.close();
});

const RULE: PageRuleInput = {
  region: 'all',
  path: '/universities/canada',
  match: 'prefix',
  popup: true,
  delaySeconds: 5,
  layout: 'enquiry3',
  heading: 'Study in Canada: talk to a counsellor',
  intro: 'Tell us your plans and a counsellor who knows Canadian universities will call you.',
  active: true,
};

/** What the site asks for a page: the rule that applies, or none. */
async function ruleOf(pageUrl: string, region = 'default'): Promise<PageConfiguration['rule']> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/pathway/page-configuration/data',
    query: { pageUrl, region },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as PageConfiguration).rule;
}

async function save(input: PageRuleInput, id?: number): Promise<AdminPageRule> {
  const res = await requestAs(
    t,
    editor,
    id ? 'PUT' : 'POST',
    `/cms/admin/page-rules${id ? `/${id}` : ''}`,
    input,
  );
  expect(res.statusCode, res.body).toBe(id ? 200 : 201);
  return res.json();
}

describe('the page rules of the console', () => {
  it('are for editors: anonymous callers get 401, learners 403', async () => {
    await expectGuarded(
      t,
      [
        { method: 'GET', url: '/cms/admin/page-rules' },
        { method: 'POST', url: '/cms/admin/page-rules' },
        { method: 'PUT', url: '/cms/admin/page-rules/1' },
      ],
      [learner],
    );
  });

  it('start as the pop-up pages the site had before: the country and university pages, after 30 s', async () => {
    const { items } = (
      await requestAs(t, editor, 'GET', '/cms/admin/page-rules')
    ).json() as AdminPageRuleList;
    expect(items.map((rule) => rule.path)).toEqual(
      expect.arrayContaining(['/usa', '/uk', '/germany', '/finland', '/universities']),
    );
    expect(await ruleOf('/study-abroad/germany/courses')).toMatchObject({
      popup: true,
      delaySeconds: 30,
      layout: 'popform',
      heading: null,
    });
    expect(await ruleOf('/study-abroad/exam/ielts')).toBeNull();
  });

  it('answer the most specific rule of a page, added, changed and switched off at once', async () => {
    const canada = await save(RULE);
    expect(await ruleOf('/study-abroad/universities/canada/mcgill-university')).toMatchObject({
      id: canada.id,
      delaySeconds: 5,
      layout: 'enquiry3',
      heading: RULE.heading,
    });
    // A page of the branch without the rule follows the branch above it.
    expect(await ruleOf('/study-abroad/universities/uk')).toMatchObject({
      path: '/universities',
      delaySeconds: 30,
    });

    // One page opts out of its branch's pop-up; on the Vietnam site only.
    const quiet = await save({
      ...RULE,
      region: 'vn',
      path: '/universities/canada/mcgill-university',
      match: 'exact',
      popup: false,
    });
    expect(await ruleOf('/study-abroad/universities/canada/mcgill-university', 'vn')).toMatchObject({
      id: quiet.id,
      popup: false,
    });
    expect(await ruleOf('/study-abroad/universities/canada/mcgill-university', 'sa')).toMatchObject({
      id: canada.id,
    });

    await save({ ...RULE, delaySeconds: 12 }, canada.id);
    expect(await ruleOf('/study-abroad/universities/canada')).toMatchObject({ delaySeconds: 12 });
    await save({ ...RULE, delaySeconds: 12, active: false }, canada.id);
    expect(await ruleOf('/study-abroad/universities/canada')).toMatchObject({ path: '/universities' });
  });

  it('keeps every change in the audit log, and a restore puts a rule back as a change left it', async () => {
    const rule = await save({ ...RULE, path: '/ireland/courses', heading: null, intro: null });
    await save({ ...RULE, path: '/ireland/courses', heading: null, intro: null, active: false }, rule.id);
    expect(await ruleOf('/study-abroad/ireland/courses')).toMatchObject({
      path: '/ireland',
      delaySeconds: 30,
    });

    const history = (
      await requestAs(t, editor, 'GET', `/cms/admin/audit?entity=page-rule&key=${rule.id}`)
    ).json() as AuditLog;
    expect(history.items.map((entry) => entry.action)).toEqual(['update', 'create']);
    expect(history.items[0]).toMatchObject({ before: { active: true }, after: { active: false } });

    const created = history.items[1]!;
    const restored = await requestAs(t, editor, 'POST', `/cms/admin/audit/${created.id}/restore`);
    expect(restored.statusCode, restored.body).toBe(200);
    expect((restored.json() as AuditLog).items[0]).toMatchObject({
      action: 'restore',
      restoredFrom: created.id,
    });
    expect(await ruleOf('/study-abroad/ireland/courses')).toMatchObject({ id: rule.id, delaySeconds: 5 });
  });

  it('refuse bad input with the field at fault and a sentence to act on, saving nothing', async () => {
    const fresh = { ...RULE, path: '/refused' };
    for (const [patch, field, words] of [
      [{ path: '/usa*' }, 'body.path', 'prefix'],
      [{ path: 'usa' }, 'body.path', 'starts with /'],
      [{ path: '/study-abroad/usa' }, 'body.path', 'Leave out /study-abroad'],
      [{ delaySeconds: 601 }, 'body.delaySeconds', 'from 0 to 600 seconds'],
      [{ delaySeconds: -1 }, 'body.delaySeconds', 'from 0 to 600 seconds'],
      [{ layout: 'enquiry99' }, 'body.layout', 'Choose one of the enquiry layouts'],
      [{ region: 'us' }, 'body.region', 'site variant'],
      [{ path: '/usa', region: 'all', match: 'prefix' }, 'path', 'change that rule instead'],
    ] as const) {
      const res = await requestAs(t, editor, 'POST', '/cms/admin/page-rules', { ...fresh, ...patch });
      expect(res.statusCode, JSON.stringify(patch)).toBe(400);
      expect(res.json(), JSON.stringify(patch)).toMatchObject({ field });
      expect(res.json().detail, JSON.stringify(patch)).toContain(words);
    }
    const { items } = (
      await requestAs(t, editor, 'GET', '/cms/admin/page-rules')
    ).json() as AdminPageRuleList;
    expect(items.filter((rule) => rule.path === '/refused' || rule.path === '/usa')).toHaveLength(1);
  });
});
