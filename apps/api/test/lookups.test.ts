import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LookupList } from '@meridian/domain/lookups/schemas';
import { ExchangeRate } from '@meridian/domain/country/schemas';
import { STATUS_MESSAGES } from '@meridian/domain/error-catalogue';

const GENERIC_ERROR_MESSAGE = STATUS_MESSAGES[404];
import { createTestApp, type TestApp } from './helper.ts';
import { postEnquiry } from './lead-fixtures.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
const labels = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return LookupList.parse(res.json()).map((option) => option.label);
};

describe('GET /pathway/lookups (issue 35)', () => {
  it('serves each form list publicly, cached for a day', async () => {
    for (const kind of ['grading-systems', 'states', 'academic-classes', 'qualifications']) {
      const res = await get(`/pathway/lookups/${kind}`);
      expect(res.statusCode, kind).toBe(200);
      expect(res.headers['cache-control'], kind).toBe('public, max-age=86400, stale-while-revalidate=3600');
    }
    expect(await labels('/pathway/lookups/grading-systems')).toEqual([
      'Percentage',
      'CGPA out of 10',
      'GPA out of 4',
    ]);
    const states = await labels('/pathway/lookups/states');
    expect(states).toHaveLength(36);
    expect(states).toEqual(expect.arrayContaining(['Maharashtra', 'Tamil Nadu', 'Delhi', 'Ladakh']));
    expect(await labels('/pathway/lookups/academic-classes')).toEqual([
      'Class 10',
      'Class 12',
      "Bachelor's degree",
      "Master's degree",
    ]);
    expect(await labels('/pathway/lookups/qualifications')).toContain('Completed Class 12');
  });

  it("lists a site country's own cities, then Other", async () => {
    const vn = await labels('/pathway/lookups/cities?country=VN');
    expect(vn).toEqual(
      expect.arrayContaining(['Hanoi', 'Ho Chi Minh City', 'Da Nang', 'Hai Phong', 'Can Tho']),
    );
    expect(vn.at(-1)).toBe('Other');
    expect(vn).not.toContain('Pune');
    const sa = await labels('/pathway/lookups/cities?country=SA');
    expect(sa).toEqual(expect.arrayContaining(['Riyadh', 'Jeddah', 'Dammam', 'Mecca', 'Medina', 'Khobar']));
    expect(await labels('/pathway/lookups/cities?country=IN')).toHaveLength(36);
    const cities = await get('/pathway/lookups/cities?country=IN');
    expect(cities.headers['cache-control']).toBe('public, max-age=86400, stale-while-revalidate=3600');
  });

  it("refuses an unknown list (404) or country (400) in the catalogue's words", async () => {
    const unknown = await get('/pathway/lookups/blood-groups');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      status: false,
      errorCode: 'NOT_FOUND',
      message: GENERIC_ERROR_MESSAGE,
    });
    const country = await get('/pathway/lookups/cities?country=FR');
    expect(country.statusCode).toBe(400);
    expect(country.json()).toMatchObject({
      status: false,
      errorCode: 'BAD_REQUEST',
      field: 'querystring.country',
    });
    expect((country.json() as { message: string }).message).toContain(GENERIC_ERROR_MESSAGE);
  });
});

describe('GET /pathway/exchange-rates/{currency} (issue 32)', () => {
  it("gives the Vietnam and Saudi sites their currency's rupee rate and date", async () => {
    for (const currency of ['VND', 'SAR']) {
      const res = await get(`/pathway/exchange-rates/${currency}`);
      expect(res.statusCode, currency).toBe(200);
      expect(ExchangeRate.parse(res.json())).toMatchObject({ currency, asOf: '2026-11-01' });
    }
    expect((await get('/pathway/exchange-rates/XYZ')).statusCode).toBe(404);
  });
});

describe('an enquiry city (issue 35)', () => {
  it("takes a city of any site's list as it is listed, and refuses one no list has, naming the field", async () => {
    const base = {
      name: 'Linh Nguyen',
      countryCode: '+84',
      mobile: '0912 345 679',
      interestedCountries: ['Germany'],
      interestedEducationLevel: 'MASTERS',
      contactConsent: true,
    };
    expect((await postEnquiry(t.app, { ...base, city: 'da nang' })).statusCode).toBe(200);
    const refused = await postEnquiry(t.app, { ...base, city: 'Atlantis' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      field: 'body.city',
      detail: 'please choose your city from the list',
    });
  });
});
