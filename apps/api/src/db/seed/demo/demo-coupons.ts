import type { CouponTerms } from '@meridian/domain/payment/coupons';

export type CouponSeed = Omit<CouponTerms, 'redeemedCount' | 'active'> & { redeemedCount?: number };

/**
 * Demo coupons (outside production): two to use, one for Saudi Arabia's program, and two that a
 * learner is refused with, one expired after Diwali 2025 (20 October) and one used up.
 */
export const DEMO_COUPONS: readonly CouponSeed[] = [
  {
    code: 'WELCOME10',
    description: '10% off any booster program, once per learner.',
    kind: 'percent',
    percentOff: 10,
    amountOffMinor: null,
    currency: null,
    validFrom: new Date('2026-01-01T00:00:00+05:30'),
    validUntil: new Date('2028-01-01T00:00:00+05:30'),
    maxRedemptions: 1000,
    perUserLimit: 1,
    programSlugs: [],
  },
  {
    code: 'BOOST5000',
    description: '₹5,000 off the Study Abroad Booster Program.',
    kind: 'flat',
    percentOff: null,
    amountOffMinor: 500_000,
    currency: 'INR',
    validFrom: new Date('2026-06-01T00:00:00+05:30'),
    validUntil: new Date('2027-06-01T00:00:00+05:30'),
    maxRedemptions: 500,
    perUserLimit: 1,
    programSlugs: ['study-abroad-booster'],
  },
  {
    code: 'SAUDI15',
    description: '15% off the Saudi Booster Program.',
    kind: 'percent',
    percentOff: 15,
    amountOffMinor: null,
    currency: null,
    validFrom: new Date('2026-09-01T00:00:00+03:00'),
    validUntil: new Date('2027-09-01T00:00:00+03:00'),
    maxRedemptions: 200,
    perUserLimit: 1,
    programSlugs: ['sa-booster'],
  },
  {
    code: 'DIWALI25',
    description: '25% off for Diwali 2025.',
    kind: 'percent',
    percentOff: 25,
    amountOffMinor: null,
    currency: null,
    validFrom: new Date('2025-10-10T00:00:00+05:30'),
    validUntil: new Date('2025-10-27T00:00:00+05:30'),
    maxRedemptions: null,
    perUserLimit: 1,
    programSlugs: [],
  },
  {
    code: 'FIRST100',
    description: '20% off for the first 100 learners.',
    kind: 'percent',
    percentOff: 20,
    amountOffMinor: null,
    currency: null,
    validFrom: new Date('2026-01-01T00:00:00+05:30'),
    validUntil: new Date('2028-01-01T00:00:00+05:30'),
    maxRedemptions: 100,
    redeemedCount: 100,
    perUserLimit: 1,
    programSlugs: [],
  },
];
