import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';
import { COUNSELLOR_PERMISSIONS, createUser, type TestUser } from './profile-fixtures.ts';

let t: TestApp;
let learnerA: TestUser;
let learnerB: TestUser;
let counsellor: TestUser;
let editor: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
  learnerA = await createUser(t, { fullName: 'Ananya Rao' });
  learnerB = await createUser(t, { fullName: 'Rohan Mehta' });
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
    for (const route of learnerRoutes()) {
      const url = urlOf(route.url, learnerB.id);
      const as = (authorization?: string) =>
        t.app.inject({
          method: route.method as 'GET',
          url,
          headers: authorization ? { authorization } : {},
          ...(['POST', 'PUT'].includes(route.method) ? { payload: {} } : {}),
        });
      const anonymous = await as();
      expect(anonymous.statusCode, `${route.method} ${route.url} anonymous`).toBe(401);
      expect(anonymous.json().errorCode).toBe('UNAUTHORIZED');
      const other = await as(learnerA.authorization);
      expect(other.statusCode, `${route.method} ${route.url} as another learner`).toBe(403);
      expect(other.json().errorCode).toBe('FORBIDDEN');
      expect((await as(editor.authorization)).statusCode, `${route.method} ${route.url} as an editor`).toBe(
        403,
      );
    }
  });

  it('lets the learner and an internal user (counsellor) through the guard', async () => {
    for (const route of learnerRoutes()) {
      for (const user of [learnerB, counsellor]) {
        const res = await t.app.inject({
          method: route.method as 'GET',
          url: urlOf(route.url, learnerB.id),
          headers: { authorization: user.authorization },
          ...(['POST', 'PUT'].includes(route.method) ? { payload: {} } : {}),
        });
        // Past the guard the route answers for itself: data, or a 400/404 about the made-up input.
        expect([401, 403], `${route.method} ${route.url} as ${user.fullName}`).not.toContain(res.statusCode);
      }
    }
  });
});
