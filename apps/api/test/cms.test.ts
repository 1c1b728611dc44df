import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

describe('cms: SEO meta', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const meta = (url: string) =>
    t.app.inject({ method: 'GET', url: `/cms/meta?url=${encodeURIComponent(url)}&category=country-detail` });

  it('gives title, description and canonical of a page, ignoring query and trailing slash', async () => {
    const res = await meta('/study-abroad/usa/?utm_source=newsletter');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      title: expect.stringContaining('Study in USA'),
      canonical: '/study-abroad/usa',
      redirectUrl: null,
      customStatus: null,
    });
  });

  it('tells a moved page where it went', async () => {
    const res = await meta('/study-abroad/study-in-usa');
    expect(res.json()).toMatchObject({ redirectUrl: '/study-abroad/usa', customStatus: 301 });
  });

  it('marks a retired page gone', async () => {
    const res = await meta('/study-abroad/events/pune');
    expect(res.json()).toMatchObject({ customStatus: 410, redirectUrl: null });
  });

  it('answers empty meta for a page without overrides', async () => {
    const res = await meta('/study-abroad/finland');
    expect(res.json()).toEqual({
      title: null,
      description: null,
      canonical: null,
      robots: null,
      redirectUrl: null,
      customStatus: null,
    });
  });
});
