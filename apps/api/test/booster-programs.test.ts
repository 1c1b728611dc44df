import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BoosterProgram, BoosterProgramList } from '@meridian/domain/payment/booster-programs';
import { createTestApp, type TestApp } from './helper.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const list = async (region?: string) => {
  const res = await t.app.inject({ url: `/payment/booster-programs${region ? `?region=${region}` : ''}` });
  expect(res.statusCode).toBe(200);
  return (res.json() as BoosterProgramList).programs;
};

describe('GET /payment/booster-programs', () => {
  it('sells the India booster in rupees (paise) with what each package contains', async () => {
    const programs = await list();
    expect(programs.map((p) => p.slug)).toEqual(['study-abroad-booster']);
    const [essential, advanced, elite] = programs[0]!.packages;
    expect(essential).toMatchObject({ name: 'Essential', currency: 'INR', priceMinor: 2_499_900 });
    expect(essential!.counsellingHours).toBeLessThan(advanced!.counsellingHours);
    expect(advanced!.applicationCount).toBeLessThan(elite!.applicationCount);
    expect(elite!.testPrep).toMatch(/GRE or GMAT/);
    expect(essential!.visaGuidance).toMatch(/visa/);
  });

  it('prices the same program in dong on the Vietnam site', async () => {
    const [program] = await list('vn');
    expect(program!.packages.map((p) => [p.currency, p.priceMinor])).toEqual([
      ['VND', 7_900_000],
      ['VND', 15_900_000],
      ['VND', 31_900_000],
    ]);
  });

  it("sells Saudi Arabia's sa-booster, sa-touch and sa-lite in riyals (halalas)", async () => {
    const programs = await list('sa');
    expect(programs.map((p) => p.slug)).toEqual(['sa-booster', 'sa-touch', 'sa-lite']);
    expect(programs.every((p) => p.packages.every((pkg) => pkg.currency === 'SAR'))).toBe(true);
  });
});

describe('GET /payment/booster-programs/{slug}', () => {
  it('answers one program with its packages', async () => {
    const res = await t.app.inject({ url: '/payment/booster-programs/sa-lite?region=sa' });
    expect(res.statusCode).toBe(200);
    const program = res.json() as BoosterProgram;
    expect(program).toMatchObject({ slug: 'sa-lite', title: 'Saudi Lite Program' });
    expect(program.packages[0]).toMatchObject({ name: 'Lite', priceMinor: 99_900, currency: 'SAR' });
  });

  it('is not found on a site that does not sell it', async () => {
    const res = await t.app.inject({ url: '/payment/booster-programs/sa-lite' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('NOT_FOUND');
  });
});

describe('GET /payment/checkout-methods', () => {
  it('says the built-in test gateway moves no money', async () => {
    const res = await t.app.inject({ url: '/payment/checkout-methods' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ gateway: 'test', methods: ['Test card (no money moves)'] });
  });
});
