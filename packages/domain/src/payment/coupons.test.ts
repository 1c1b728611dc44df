import { describe, expect, it } from 'vitest';
import { checkCoupon, type CouponTerms } from './coupons.ts';

const WELCOME: CouponTerms = {
  code: 'WELCOME10',
  description: '10% off',
  kind: 'percent',
  percentOff: 10,
  amountOffMinor: null,
  currency: null,
  validFrom: new Date('2026-01-01T00:00:00Z'),
  validUntil: new Date('2027-01-01T00:00:00Z'),
  maxRedemptions: 100,
  redeemedCount: 0,
  perUserLimit: 1,
  programSlugs: [],
  active: true,
};
const purchase = {
  now: new Date('2026-06-01T00:00:00Z'),
  programSlug: 'study-abroad-booster',
  priceMinor: 2_499_900,
  currency: 'INR',
  usedByLearner: 0,
};

describe('checkCoupon', () => {
  it('takes a percent off the price, rounded to the minor unit', () => {
    expect(checkCoupon(WELCOME, purchase)).toEqual({ ok: true, discountMinor: 249_990 });
    expect(checkCoupon({ ...WELCOME, percentOff: 15 }, { ...purchase, priceMinor: 99_999 })).toEqual({
      ok: true,
      discountMinor: 15_000,
    });
  });

  it('takes a flat amount off in its own currency only, never below one major unit', () => {
    const flat = {
      ...WELCOME,
      kind: 'flat' as const,
      percentOff: null,
      amountOffMinor: 500_000,
      currency: 'INR',
    };
    expect(checkCoupon(flat, purchase)).toEqual({ ok: true, discountMinor: 500_000 });
    expect(checkCoupon(flat, { ...purchase, priceMinor: 400_000 })).toEqual({
      ok: true,
      discountMinor: 399_900,
    });
    expect(checkCoupon(flat, { ...purchase, currency: 'SAR' })).toEqual({
      ok: false,
      refusal: 'PY_CPN_4007',
    });
  });

  it('works from its first instant and stops at its end', () => {
    expect(checkCoupon(WELCOME, { ...purchase, now: new Date('2025-12-31T23:59:59Z') })).toEqual({
      ok: false,
      refusal: 'PY_CPN_4003',
    });
    expect(checkCoupon(WELCOME, { ...purchase, now: WELCOME.validFrom }).ok).toBe(true);
    expect(checkCoupon(WELCOME, { ...purchase, now: new Date('2026-12-31T23:59:59Z') }).ok).toBe(true);
    expect(checkCoupon(WELCOME, { ...purchase, now: WELCOME.validUntil })).toEqual({
      ok: false,
      refusal: 'PY_CPN_4002',
    });
  });

  it('is refused for another program, once used up, and once the learner has used their share', () => {
    expect(checkCoupon({ ...WELCOME, programSlugs: ['sa-booster'] }, purchase)).toEqual({
      ok: false,
      refusal: 'PY_CPN_4006',
    });
    expect(checkCoupon({ ...WELCOME, redeemedCount: 100 }, purchase)).toEqual({
      ok: false,
      refusal: 'PY_CPN_4004',
    });
    expect(checkCoupon({ ...WELCOME, redeemedCount: 99 }, purchase).ok).toBe(true);
    expect(checkCoupon(WELCOME, { ...purchase, usedByLearner: 1 })).toEqual({
      ok: false,
      refusal: 'PY_CPN_4005',
    });
    expect(checkCoupon({ ...WELCOME, perUserLimit: 2 }, { ...purchase, usedByLearner: 1 }).ok).toBe(true);
  });

  it('says an expired coupon is expired before anything else', () => {
    const spent = { ...WELCOME, redeemedCount: 100, programSlugs: ['sa-lite'] };
    expect(checkCoupon(spent, { ...purchase, now: new Date('2027-02-01T00:00:00Z') })).toEqual({
      ok: false,
      refusal: 'PY_CPN_4002',
    });
  });
});

describe('a stopped coupon', () => {
  it('is refused like a code that does not exist, whatever its other terms', () => {
    expect(checkCoupon({ ...WELCOME, active: false }, purchase)).toEqual({
      ok: false,
      refusal: 'PY_CPN_4001',
    });
  });
});
