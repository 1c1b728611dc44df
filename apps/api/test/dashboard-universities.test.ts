import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UniversityListResponse } from '@meridian/domain/catalogue/schemas';
import type { DashboardUniversities } from '@meridian/domain/profile/dashboard-universities';
import { createTestApp, type TestApp } from './helper.ts';
import { createUser, type TestUser } from './profile-fixtures.ts';

let t: TestApp;
let learner: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  learner = await createUser(t, { fullName: 'Isha Menon' });
});

afterAll(async () => {
  await t.close();
});

const call = (user: TestUser, method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { authorization: user.authorization },
    ...(payload ? { payload } : {}),
  });
const dashboardUrl = (userId: string, query = '') => `/user/${userId}/dashboard/universities${query}`;

/** The catalogue's own listing of one destination, every university of it, in its ranking order. */
async function catalogueSlugs(country: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/pathway/universities?country=${country}&educationLevel=MASTERS&size=100`,
  });
  return (res.json() as UniversityListResponse).items.map((u) => u.slug);
}

describe('the dashboard’s universities', () => {
  it('are none until preferences are set, and the learner’s alone (403 to another learner)', async () => {
    const res = await call(learner, 'GET', dashboardUrl(learner.id));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ basedOn: null, universities: [], total: 0 });
    const other = await createUser(t, { fullName: 'Dev Patel' });
    expect((await call(other, 'GET', dashboardUrl(learner.id))).statusCode).toBe(403);
  });

  it('are at most 40 of the preferred destinations teaching the preferred level, ranked as the catalogue ranks them', async () => {
    const preference = {
      educationLevel: 'MASTERS',
      countries: ['GBR', 'IRL'],
      subjects: [],
      intakeYear: 2027,
    };
    expect(
      (await call(learner, 'PUT', `/user/${learner.id}/study-abroad-preference`, preference)).statusCode,
    ).toBe(200);
    const body = (await call(learner, 'GET', dashboardUrl(learner.id))).json() as DashboardUniversities;
    expect(body.basedOn).toEqual({ educationLevel: 'MASTERS', countries: ['GBR', 'IRL'] });
    expect(body.universities).toHaveLength(Math.min(40, body.total));
    expect(body.total).toBeGreaterThan(40);
    expect(new Set(body.universities.map((u) => u.country.iso3))).toEqual(new Set(['GBR', 'IRL']));
    expect(body.universities.every((u) => u.courseCount > 0)).toBe(true);

    // Each destination's universities come in the catalogue's order, merged by world ranking.
    const shown = body.universities.map((u) => u.slug);
    for (const country of ['uk', 'ireland']) {
      const own = shown.filter(
        (slug) => body.universities.find((u) => u.slug === slug)!.country.slug === country,
      );
      expect(own).toEqual((await catalogueSlugs(country)).slice(0, own.length));
    }
    const rankings = body.universities.map((u) => u.worldRanking ?? Number.MAX_SAFE_INTEGER);
    expect(rankings).toEqual([...rankings].sort((a, b) => a - b));

    const fewer = (
      await call(learner, 'GET', dashboardUrl(learner.id, '?length=5'))
    ).json() as DashboardUniversities;
    expect(fewer.universities.map((u) => u.slug)).toEqual(shown.slice(0, 5));
    expect((await call(learner, 'GET', dashboardUrl(learner.id, '?length=41'))).statusCode).toBe(400);
  });
});
