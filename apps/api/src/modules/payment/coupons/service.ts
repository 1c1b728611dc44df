import { checkCoupon, type CouponQuote } from '@meridian/domain/payment/coupons';
import type { Region } from '@meridian/domain/region/regions';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import type { PricedPackageRow } from '#api/modules/payment/programs/repo.ts';
import { findPricedPackageOrThrow } from '#api/modules/payment/programs/service.ts';
import { countRedemptions, findCouponByCode, insertRedemption, perUserLimitOf } from './repo.ts';

interface CouponDeps {
  db: Db;
  clock: Clock;
}

/**
 * The discount a coupon gives this learner on this package now; refused in the catalogue's plain
 * words (expired, not active yet, used up, already used, not for this program or currency).
 */
export async function discountOrThrow(
  deps: CouponDeps,
  options: { userId: string; code: string; pkg: PricedPackageRow },
): Promise<{ couponId: number; description: string; discountMinor: number }> {
  const coupon = await findCouponByCode(deps.db, options.code);
  if (!coupon) throw new AppError('PY_CPN_4001', `no coupon ${options.code}`);
  const check = checkCoupon(coupon, {
    now: deps.clock(),
    programSlug: options.pkg.programSlug,
    priceMinor: options.pkg.priceMinor,
    currency: options.pkg.currency,
    usedByLearner: await countRedemptions(deps.db, { couponId: coupon.id, userId: options.userId }),
  });
  if (!check.ok) throw new AppError(check.refusal, `coupon ${coupon.code} refused`);
  return { couponId: coupon.id, description: coupon.description, discountMinor: check.discountMinor };
}

/** `GET /payment/coupon/{userId}/coupon/{coupon}`: the package's price with the coupon. */
export async function quoteCoupon(
  deps: CouponDeps,
  options: { userId: string; code: string; programSlug: string; packageId: number; region: Region },
): Promise<CouponQuote> {
  const pkg = await findPricedPackageOrThrow(deps.db, options);
  const { description, discountMinor } = await discountOrThrow(deps, {
    userId: options.userId,
    code: options.code,
    pkg,
  });
  return {
    couponCode: options.code,
    description,
    listPriceMinor: pkg.priceMinor,
    discountMinor,
    amountMinor: pkg.priceMinor - discountMinor,
    currency: pkg.currency,
  };
}

/**
 * Counts the coupon of an order as it is paid, inside the payment's transaction. The order was
 * priced when it was made, so a coupon used up in between still honours the price paid; but the
 * learner's own uses are counted again here (the payment holds the learner's lock), so orders
 * opened with the coupon before any was paid cannot exceed its per-learner limit.
 */
export async function redeemCoupon(
  tx: Tx,
  options: { couponId: number; userId: string; orderId: string; now: Date },
): Promise<void> {
  const used = await countRedemptions(tx, { couponId: options.couponId, userId: options.userId });
  if (used >= (await perUserLimitOf(tx, options.couponId)))
    throw new AppError('PY_CPN_4005', 'coupon used in another paid order');
  await insertRedemption(tx, {
    couponId: options.couponId,
    userId: options.userId,
    orderId: options.orderId,
    redeemedAt: options.now,
  });
}
