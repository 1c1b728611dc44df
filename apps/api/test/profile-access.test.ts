import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';
import { COUNSELLOR_PERMISSIONS, createUser, type TestUser } from './profile-fixtures.ts';
import { callAs, expectGuarded } from './guard-checks.ts';

let t: TestApp;
let learnerA: TestUser;
let learnerB: TestUser;
let counsellor: TestUser;
let editor: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  learnerA = await createUser(t, { fullName: 'Ananya Rao' });
  // A paid learner, so the paid tabs' routes (403 for free learners by rule) pass the guard too.
  learnerB = await createUser(t, { fullName: 'Rohan Mehta', paidUser: true });
  counsellor = await createUser(t, { fullName: 'Priya Nair', permissions: COUNSELLOR_PERMISSIONS });
  editor = await createUser(t, { fullName: 'Kabir Shah', permissions: ['cms_editor'] });
});

afterAll(async () => {
  await t.close();
});

/** Fills a route pattern's other parameters with values of the right shape. */
function urlOf(pattern: string, userId: string): string {
  return pattern
    .replace(':userId', userId)
    .replace(':documentId', '00000000-0000-4000-8000-000000000001')
    .replace(':stageId', '20')
    .replace(':examGroupId', '1')
    .replace(':examType', 'IELTS')
    .replace(':class', 'class-12')
    .replace(/:[A-Za-z]+/g, '1');
}

describe('every /user/{userId}/… route', () => {
  const learnerRoutes = () => t.app.routeTable.filter((route) => route.url.startsWith('/user/:userId/'));

  it('is found in the route table (so none is left out below)', () => {
    expect(learnerRoutes().length).toBeGreaterThanOrEqual(25);
  });

  it('refuses anonymous callers (401), other learners and content editors (403)', async () => {
    const routes = learnerRoutes().map((route) => ({
      method: route.method,
      url: urlOf(route.url, learnerB.id),
    }));
    await expectGuarded(t, routes, [learnerA, editor]);
  });

  it('lets the learner and an internal user (counsellor) through the guard', async () => {
    for (const route of learnerRoutes()) {
      for (const user of [learnerB, counsellor]) {
        const res = await callAs(
          t,
          { method: route.method, url: urlOf(route.url, learnerB.id) },
          user.authorization,
        );
        // Past the guard the route answers for itself: data, or a 400/404 about the made-up input.
        expect([401, 403], `${route.method} ${route.url} as ${user.fullName}`).not.toContain(res.statusCode);
      }
    }
  });
});
