import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { CountryDetailResponse } from '@meridian/domain/country/schemas';
import { seedDemoContent } from '#api/db/seed/seed.ts';
import { createTestApp, type TestApp } from './helper.ts';

describe('pathway: destinations and country pages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists the 19 destinations of the spec with iso3 id, name and slug', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pathway/countries/lite' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(DESTINATIONS.map((d) => ({ id: d.iso3, name: d.name, slug: d.slug })));
  });

  it('serves a full country page for every destination', async () => {
    for (const { slug } of DESTINATIONS) {
      const res = await t.app.inject({ method: 'GET', url: `/pathway/country/detail/${slug}` });
      expect(res.statusCode, slug).toBe(200);
      const page = CountryDetailResponse.parse(res.json());
      expect(page.content.slug).toBe(slug);
      expect(page.content.faqs.length).toBeGreaterThanOrEqual(4);
    }
  });

  it('ranks top US universities best first and converts with a dated rate', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pathway/country/detail/usa' });
    const page = CountryDetailResponse.parse(res.json());
    expect(page.name).toBe('USA');
    expect(page.content.quickFacts.currencyCode).toBe('USD');
    const ranks = page.topUniversities.map((u) => u.worldRanking ?? Number.MAX_SAFE_INTEGER);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(page.topUniversities[0]?.name).toBe('Massachusetts Institute of Technology');
    expect(page.exchangeRate?.currency).toBe('USD');
    expect(page.exchangeRate?.inrPerUnit).toBeGreaterThan(50);
  });

  it('answers 404 in the error model for an unknown country', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pathway/country/detail/atlantis' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: false, errorCode: 'NOT_FOUND' });
  });

  it('names the parameter when the slug is malformed', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/pathway/country/detail/US%20A1' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: false, errorCode: 'BAD_REQUEST' });
    expect((res.json() as { message: string }).message).toContain('params.country');
  });

  it('does not duplicate content when the seed runs again', async () => {
    const before = await t.app.inject({ method: 'GET', url: '/pathway/country/detail/uk' });
    expect(await seedDemoContent(t.database.db)).toEqual({ ran: [] });
    const after = await t.app.inject({ method: 'GET', url: '/pathway/country/detail/uk' });
    expect(after.json()).toEqual(before.json());
  });
});
