import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { findPhoneNumbersInText } from 'libphonenumber-js/max';
import { prepareDatabase } from '#api/db/prepare-database.ts';
import { createTestApp, queryRows, type TestApp, PRODUCTION_ENV } from './helper.ts';

/** What a first production start does: an empty database, migrated and given the content only. */
describe('a production start on an empty database', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: PRODUCTION_ENV,
    });
    await prepareDatabase(t.database, 'production');
  }, 300_000);
  afterAll(async () => {
    await t.close();
  });

  const get = async (url: string) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode, url).toBe(200);
    return res.json();
  };
  const count = async (table: string) =>
    Number((await queryRows<{ n: string }>(t.database, sql.raw(`select count(*) as n from ${table}`)))[0]!.n);

  it('shows no testimonial on the home page: nobody has entered one', async () => {
    expect((await get('/cms/home?region=default')).testimonials).toEqual([]);
    expect(await count('testimonials')).toBe(0);
  });

  it('has the pop-up pages of before as page rules: configuration, not sample data', async () => {
    const { rule } = await get('/pathway/page-configuration/data?pageUrl=/study-abroad/germany&region=vn');
    expect(rule).toMatchObject({ path: '/germany', popup: true, delaySeconds: 30, layout: 'popform' });
  });

  it('rates no centre and shows no review: nobody has entered one', async () => {
    expect(await count('directory_reviews')).toBe(0);
    for (const kind of ['consultant', 'ielts-coaching']) {
      const { cities } = await get(`/cms/directory/${kind}`);
      for (const city of cities as { slug: string }[]) {
        const { listings } = await get(`/cms/directory/${kind}/${city.slug}`);
        for (const listing of listings as {
          ratingValue: unknown;
          reviewCount: number;
          reviews: unknown[];
        }[]) {
          expect(listing).toMatchObject({ ratingValue: null, reviewCount: 0, reviews: [] });
        }
      }
    }
  });

  it('signs every article by the editorial team, with no invented author or biography', async () => {
    const authors = await queryRows<{ slug: string; sample: boolean }>(
      t.database,
      sql`select slug, sample from authors`,
    );
    expect(authors).toEqual([{ slug: 'editorial-team', sample: false }]);
    const article = await get('/cms/articles/chevening-scholarship');
    expect(article.authorProfile).toMatchObject({
      slug: 'editorial-team',
      name: 'Editorial team',
      sample: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/cms/author/ananya-iyer' })).statusCode).toBe(404);
  });

  it('names no phone number in the site bars or the pages about contacting us', async () => {
    const extras = await get('/cms/site-extras?path=/study-abroad/usa');
    const pages = await Promise.all(
      ['contact-us', 'meridian-office', 'meridian-abroad-experience-centers'].map((slug) =>
        get(`/cms/pages/${slug}`),
      ),
    );
    const served = JSON.stringify([extras, pages]);
    expect(findPhoneNumbersInText(served, 'IN').map((found) => found.number.number)).toEqual([]);
    expect(served).not.toContain('tel:');
  });
});
