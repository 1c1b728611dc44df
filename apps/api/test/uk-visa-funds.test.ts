import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helper.ts';

/**
 * The UK Student visa living-cost amounts the seeded pages state must be the current UKVI ones
 * (£1,529 a month in London, £1,171 elsewhere, up to nine months), never an older pair.
 */
const CURRENT = ['£1,529', '£1,171'];
const STALE = ['£1,483', '£1,136', '£13,347', '£10,224', '£1,334', '£1,023', '£12,006', '£9,207'];

const PAGES_STATING_THE_FUNDS = [
  '/cms/articles/uk-student-visa',
  '/cms/articles/study-in-uk',
  '/cms/articles/cost-of-studying-in-uk',
  '/cms/articles/cost-of-living-in-uk',
  '/cms/articles/documents-required-to-study-abroad',
  '/cms/articles/how-to-choose-a-study-abroad-country',
  '/cms/articles/student-visa-interview-tips',
  '/cms/articles/great-scholarships-uk',
  '/cms/faq-question/student-visa/uk/how-much-money-for-uk-student-visa',
  '/pathway/country/detail/uk',
];

describe('UK Student visa funds in the seeded content', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it.each(PAGES_STATING_THE_FUNDS)('%s states the current monthly amounts and no stale ones', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    for (const amount of CURRENT) expect(res.body).toContain(amount);
    for (const amount of STALE) expect(res.body).not.toContain(amount);
  });

  it('gives the nine-month totals of £13,761 in London and £10,539 elsewhere', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/cms/articles/uk-student-visa' });
    expect(res.body).toContain('£13,761 in London or £10,539 outside London');
  });

  it('uses the current amounts as the calculator’s proof of funds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/calculator/category-cost/uk' });
    expect(res.statusCode).toBe(200);
    const funds = (res.json() as { proofOfFunds: { label: string; amountMinor: number }[] }).proofOfFunds;
    expect(funds.map((f) => [f.label, f.amountMinor])).toEqual([
      ['Studying in London: per month, for up to 9 months', 1_529_00],
      ['Studying outside London: per month, for up to 9 months', 1_171_00],
    ]);
  });
});
