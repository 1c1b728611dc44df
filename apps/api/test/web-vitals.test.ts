import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '@meridian/domain/error-catalogue';
import type { WebVitalsReport } from '@meridian/domain/analytics/web-vitals';
import { webVitals } from '#api/db/schema/analytics.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { expectGuarded, requestAs } from './guard-checks.ts';
import { COUNSELLOR_PERMISSIONS, createUser, type TestUser } from './profile-fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
let now = new Date('2026-03-02T10:00:00+05:30');
let t: TestApp;
let admin: TestUser;
let counsellor: TestUser;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now });
  admin = await createUser(t, { fullName: 'Neha Kapoor', permissions: ['admin'] });
  counsellor = await createUser(t, { fullName: 'Priya Nair', permissions: COUNSELLOR_PERMISSIONS });
});

afterAll(async () => {
  await t.close();
});

/** A page view's beacon, as the browser sends it through the web proxy (on loopback) for `visitor`. */
const send = (payload: object, visitor = '198.51.100.30') =>
  t.app.inject({ method: 'POST', url: '/user/web-vitals', payload, headers: { 'x-forwarded-for': visitor } });

const view = (path: string, lcp: number, inp: number, cls: number) => ({
  path,
  metrics: [
    { name: 'LCP', value: lcp },
    { name: 'INP', value: inp },
    { name: 'CLS', value: cls },
  ],
});

describe('web vitals', () => {
  it('stores a page view under its page type, not its address', async () => {
    const res = await send({
      path: '/study-abroad/articles/ielts-band-scores',
      metrics: [{ name: 'LCP', value: 1800 }],
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ status: true });
    const rows = await t.database.db.select().from(webVitals);
    expect(rows.map(({ pageType, name, value }) => ({ pageType, name, value }))).toEqual([
      { pageType: 'article-detail', name: 'LCP', value: 1800 },
    ]);
    await t.database.db.delete(webVitals);
  });

  it('refuses a malformed beacon with 400 in the catalogue words, and stores nothing', async () => {
    for (const payload of [
      { path: '/study-abroad/usa', metrics: [] },
      { path: '/study-abroad/usa', metrics: [{ name: 'FID', value: 10 }] },
      { path: '/study-abroad/usa', metrics: [{ name: 'LCP', value: -1 }] },
      { path: '/study-abroad/usa', metrics: [{ name: 'CLS', value: 1000 }] },
      {
        path: '/study-abroad/usa',
        metrics: [
          { name: 'LCP', value: 1 },
          { name: 'LCP', value: 2 },
        ],
      },
      { path: 'https://elsewhere.example/', metrics: [{ name: 'LCP', value: 1 }] },
    ]) {
      const res = await send(payload, '198.51.100.31');
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json() as { errorCode: string; message: string; field: string };
      expect(body.errorCode).toBe('BAD_REQUEST');
      expect(body.message.startsWith(STATUS_MESSAGES[400]!)).toBe(true);
      expect(body.field).toMatch(/^body\.(path|metrics)/);
    }
    expect(await t.database.db.select().from(webVitals)).toEqual([]);
  });

  it('answers 429 in the catalogue words past the limit of one visitor address', async () => {
    const beacon = { path: '/study-abroad/usa', metrics: [{ name: 'CLS', value: 0.02 }] };
    for (let i = 0; i < 60; i += 1) expect((await send(beacon, '198.51.100.32')).statusCode).toBe(202);
    const refused = await send(beacon, '198.51.100.32');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      status: false,
      errorCode: 'TOO_MANY_REQUESTS',
      message: STATUS_MESSAGES[429],
    });
    expect((await send(beacon, '198.51.100.33')).statusCode).toBe(202);
    await t.database.db.delete(webVitals);
  });

  it('shows admins p75 LCP, INP and CLS per page type over the last 7 days, with counts', async () => {
    now = new Date('2026-02-20T10:00:00+05:30');
    expect((await send(view('/study-abroad/usa', 9000, 900, 0.9), '198.51.100.40')).statusCode).toBe(202);
    now = new Date('2026-03-02T10:00:00+05:30');
    const country = [
      [1000, 100, 0.01],
      [2000, 150, 0.02],
      [3000, 200, 0.05],
      [4000, 300, 0.1],
    ] as const;
    for (const [lcp, inp, cls] of country)
      await send(view('/study-abroad/uk', lcp, inp, cls), '198.51.100.41');
    await send(
      { path: '/study-abroad/articles/sop-guide', metrics: [{ name: 'LCP', value: 2200 }] },
      '198.51.100.41',
    );
    now = new Date(now.getTime() + DAY_MS);

    const res = await requestAs(t, admin, 'GET', '/user/admin/web-vitals');
    expect(res.statusCode).toBe(200);
    expect(res.json() as WebVitalsReport).toEqual({
      days: 7,
      pageTypes: [
        {
          pageType: 'country-detail',
          LCP: { p75: 3250, count: 4 },
          INP: { p75: 225, count: 4 },
          CLS: { p75: 0.063, count: 4 },
        },
        { pageType: 'article-detail', LCP: { p75: 2200, count: 1 }, INP: null, CLS: null },
      ],
    });
  });

  it('keeps the report to admins', async () => {
    await expectGuarded(t, [{ method: 'GET', url: '/user/admin/web-vitals' }], [counsellor]);
  });
});
