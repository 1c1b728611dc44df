import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '#api/db/schema/people.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { assignLearner, COUNSELLOR_PERMISSIONS, createUser, type TestUser } from './profile-fixtures.ts';
import { callAs, expectGuarded } from './guard-checks.ts';

let t: TestApp;
let learnerA: TestUser;
let learnerB: TestUser;
let counsellor: TestUser;
let otherCounsellor: TestUser;
let editor: TestUser;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  learnerA = await createUser(t, { fullName: 'Ananya Rao' });
  // A paid learner, so the paid tabs' routes (403 for free learners by rule) pass the guard too.
  learnerB = await createUser(t, { fullName: 'Rohan Mehta', paidUser: true });
  counsellor = await createUser(t, { fullName: 'Priya Nair', permissions: COUNSELLOR_PERMISSIONS });
  otherCounsellor = await createUser(t, { fullName: 'Dev Malhotra', permissions: COUNSELLOR_PERMISSIONS });
  editor = await createUser(t, { fullName: 'Kabir Shah', permissions: ['cms_editor'] });
  admin = await createUser(t, { fullName: 'Neha Kapoor', permissions: ['admin'] });
  await assignLearner(t, learnerB, counsellor);
  // A staff account with a lead of its own assigned to the counsellor: still not theirs to act on.
  await assignLearner(t, editor, counsellor);
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

  it('refuses anonymous callers (401), other learners, editors and other counsellors (403)', async () => {
    const routes = learnerRoutes().map((route) => ({
      method: route.method,
      url: urlOf(route.url, learnerB.id),
    }));
    await expectGuarded(t, routes, [learnerA, editor, otherCounsellor]);
  });

  it('refuses every counsellor and admin on a staff member’s routes', async () => {
    const routes = learnerRoutes().map((route) => ({
      method: route.method,
      url: urlOf(route.url, editor.id),
    }));
    await expectGuarded(t, routes, [counsellor, admin, learnerA]);
  });

  it('lets the learner, their counsellor and an admin through the guard', async () => {
    // Staff ask a learner for a document; the learner does not ask themself (learner-file.test.ts).
    const staffOnly = new Set(['POST /user/:userId/document-requests']);
    for (const route of learnerRoutes()) {
      const users = staffOnly.has(`${route.method} ${route.url}`)
        ? [counsellor, admin]
        : [learnerB, counsellor, admin];
      for (const user of users) {
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

describe('every route of a learner by id, in any service', () => {
  const byLearner = () =>
    t.app.routeTable.filter((route) => route.url.includes('/user/:userId') && !route.url.startsWith('/dev/'));

  it('refuses a counsellor the learner is not assigned to (403)', async () => {
    // Beyond /user/…: recommendations, orders, coupons, fairs and the SSO token name the learner too.
    expect(byLearner().filter((route) => !route.url.startsWith('/user/')).length).toBeGreaterThanOrEqual(5);
    for (const route of byLearner()) {
      const res = await callAs(
        t,
        { method: route.method, url: urlOf(route.url, learnerB.id) },
        otherCounsellor.authorization,
      );
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(403);
    }
  });
});

describe('the SSO token', () => {
  it('is minted only for oneself: not for a learner by their counsellor, nor for any staff account', async () => {
    const url = (user: TestUser) => `/auth/user/${user.id}/sso/token`;
    expect(
      (await callAs(t, { method: 'GET', url: url(counsellor) }, counsellor.authorization)).statusCode,
    ).toBe(200);
    for (const [caller, target] of [
      [counsellor, learnerB],
      [counsellor, editor],
      [admin, counsellor],
      [otherCounsellor, counsellor],
    ] as const) {
      const res = await callAs(t, { method: 'GET', url: url(target) }, caller.authorization);
      expect(res.statusCode, `${caller.fullName} → ${target.fullName}`).toBe(403);
    }
  });
});

describe('the staff routes of the other services', () => {
  it('answer 403 to a counsellor whose permission was taken away, on the token they still hold', async () => {
    const revoked = await createUser(t, { fullName: 'Ishaan Gupta', permissions: COUNSELLOR_PERMISSIONS });
    const inbox = { method: 'GET', url: '/lead/admin/leads' };
    expect((await callAs(t, inbox, revoked.authorization)).statusCode).toBe(200);
    await t.database.db.update(users).set({ permissions: [] }).where(eq(users.id, revoked.id));
    expect((await callAs(t, inbox, revoked.authorization)).statusCode).toBe(403);
  });
});
