import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomeResponse } from '@meridian/domain/home/schemas';
import { banners } from '#api/db/schema/home.ts';
import { createTestApp, type TestApp } from './helper.ts';

const SAMPLE = {
  title: 'Scholarships for the September intake',
  subtitle: 'Apply before the deadlines close.',
  ctaText: 'See scholarships',
  image: 'default',
  imageAlt: 'A globe',
};

describe('cms: home page data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const home = async (region?: string) => {
    const res = await t.app.inject({ method: 'GET', url: `/cms/home${region ? `?region=${region}` : ''}` });
    expect(res.statusCode).toBe(200);
    return HomeResponse.parse(res.json());
  };

  it('gives the default region its banners, quick links, top universities, exams and testimonials', async () => {
    const data = await home();
    expect(data.banners.length).toBeGreaterThanOrEqual(2);
    expect(data.banners.every((b) => b.image === 'default')).toBe(true);
    expect(data.banners).toMatchObject([
      { kind: 'video', videoId: null, ctaText: 'Watch how it works' },
      { kind: 'link', href: '/ua-accelerator-programs', ctaText: 'See accelerator programs' },
    ]);
    expect(data.quickCountries.map((c) => c.name)).toEqual(['Germany', 'USA', 'UK', 'Canada', 'Australia']);
    const ranks = data.topUniversities.map((u) => u.worldRanking!);
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(data.topUniversities[0]).toMatchObject({
      name: 'Massachusetts Institute of Technology',
      countrySlug: 'usa',
    });
    expect(data.exams.find((e) => e.slug === 'toefl')?.facts.join(' ')).toContain('1–6 band');
    expect(data.testimonials.length).toBeGreaterThanOrEqual(6);
  });

  it('gives Vietnam its own banners and hides the sections its configuration lists', async () => {
    const data = await home('vn');
    expect(data.banners.length).toBeGreaterThan(0);
    expect(data.banners.every((b) => b.image === 'vn')).toBe(true);
    expect(data.testimonials).toEqual([]);
    expect(data.quickCountries).toHaveLength(5);
  });

  it('gives Saudi Arabia its own banners', async () => {
    const data = await home('sa');
    expect(data.banners.every((b) => b.image === 'sa')).toBe(true);
  });

  it('never shows a video banner where the region has no video player, nor a link to a missing page', async () => {
    await t.database.db.insert(banners).values([
      { ...SAMPLE, region: 'vn', kind: 'video', videoId: null, sortOrder: 0 },
      { ...SAMPLE, region: 'default', kind: 'link', href: null, sortOrder: 0 },
    ]);
    expect((await home('vn')).banners.every((b) => b.kind === 'link')).toBe(true);
    expect((await home()).banners.map((b) => b.title)).not.toContain(SAMPLE.title);
  });

  it('refuses a banner that is neither a link nor a video, and a video id on a link', async () => {
    await expect(
      t.database.db.insert(banners).values({ ...SAMPLE, region: 'default', kind: 'popup' }),
    ).rejects.toThrow();
    await expect(
      t.database.db
        .insert(banners)
        .values({ ...SAMPLE, region: 'default', kind: 'link', videoId: 'abcdefghijk' }),
    ).rejects.toThrow();
  });
});
