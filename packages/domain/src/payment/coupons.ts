import { z } from 'zod';
import { CurrencyCode, MinorUnits } from '../money-schemas.ts';
import { minorPerMajor } from '../money.ts';
import { Region } from '../region/regions.ts';
import { ProgramSlug } from './booster-programs.ts';
import { CouponCode } from './orders.ts';

/** What a coupon offers and on what terms, as the payment service stores it. */
export interface CouponTerms {
  code: string;
  description: string;
  kind: 'percent' | 'flat';
  /** Whole percent off, for a percent coupon. */
  percentOff: number | null;
  /** Amount off in minor units of `currency`, for a flat coupon. */
  amountOffMinor: number | null;
  currency: string | null;
  validFrom: Date;
  /** The first instant it no longer works. */
  validUntil: Date;
  /** Redemptions allowed in all; null for no limit. */
  maxRedemptions: number | null;
  redeemedCount: number;
  perUserLimit: number;
  /** The programs it is for; none for every program. */
  programSlugs: string[];
  /** False once staff stop it: refused like a code that does not exist. */
  active: boolean;
}

/** Why a coupon is refused: each code has its plain-words text in the error catalogue. */
export type CouponRefusal =
  | 'PY_CPN_4001'
  | 'PY_CPN_4002'
  | 'PY_CPN_4003'
  | 'PY_CPN_4004'
  | 'PY_CPN_4005'
  | 'PY_CPN_4006'
  | 'PY_CPN_4007';

export type CouponCheck = { ok: true; discountMinor: number } | { ok: false; refusal: CouponRefusal };

/**
 * Whether a coupon takes money off this purchase now, and how much. Its window, its program and
 * currency, then its limits are checked in that order, so the learner hears the reason that
 * matters most. The discount never takes the price below one major unit (a payment needs an amount).
 */
export function checkCoupon(
  terms: CouponTerms,
  purchase: { now: Date; programSlug: string; priceMinor: number; currency: string; usedByLearner: number },
): CouponCheck {
  const refuse = (refusal: CouponRefusal): CouponCheck => ({ ok: false, refusal });
  if (!terms.active) return refuse('PY_CPN_4001');
  if (purchase.now < terms.validFrom) return refuse('PY_CPN_4003');
  if (purchase.now >= terms.validUntil) return refuse('PY_CPN_4002');
  if (terms.programSlugs.length > 0 && !terms.programSlugs.includes(purchase.programSlug))
    return refuse('PY_CPN_4006');
  if (terms.kind === 'flat' && terms.currency !== purchase.currency) return refuse('PY_CPN_4007');
  if (terms.maxRedemptions !== null && terms.redeemedCount >= terms.maxRedemptions)
    return refuse('PY_CPN_4004');
  if (purchase.usedByLearner >= terms.perUserLimit) return refuse('PY_CPN_4005');
  const off =
    terms.kind === 'percent'
      ? Math.round((purchase.priceMinor * terms.percentOff!) / 100)
      : terms.amountOffMinor!;
  const floor = minorPerMajor(purchase.currency);
  return { ok: true, discountMinor: Math.max(0, Math.min(off, purchase.priceMinor - floor)) };
}

export const CouponCheckParams = z.object({ userId: z.uuid(), coupon: CouponCode });
export const CouponCheckQuery = z.object({
  programSlug: ProgramSlug,
  packageId: z.coerce.number().int().positive(),
  region: Region.default('default'),
});

/** `GET /payment/coupon/{userId}/coupon/{coupon}`: the price of a package with the coupon. */
export const CouponQuote = z
  .object({
    couponCode: z.string(),
    description: z.string(),
    listPriceMinor: MinorUnits,
    discountMinor: MinorUnits,
    amountMinor: MinorUnits,
    currency: CurrencyCode,
  })
  .meta({ id: 'CouponQuote' });
export type CouponQuote = z.infer<typeof CouponQuote>;
