import { and, count, eq, sql } from 'drizzle-orm';
import type { CouponTerms } from '@meridian/domain/payment/coupons';
import type { Db } from '../../../db/client.ts';
import { boosterPrograms, couponRedemptions, coupons } from '../../../db/schema/payment.ts';
import type { Tx } from '../../../db/transaction.ts';
import { firstRow } from '../../../db/first-row.ts';

export type CouponRow = CouponTerms & { id: number };

export async function findCouponByCode(db: Db | Tx, code: string): Promise<CouponRow | undefined> {
  return firstRow(
    db
      .select({
        id: coupons.id,
        code: coupons.code,
        description: coupons.description,
        kind: coupons.kind,
        percentOff: coupons.percentOff,
        amountOffMinor: coupons.amountOffMinor,
        currency: coupons.currency,
        validFrom: coupons.validFrom,
        validUntil: coupons.validUntil,
        maxRedemptions: coupons.maxRedemptions,
        redeemedCount: coupons.redeemedCount,
        perUserLimit: coupons.perUserLimit,
        programSlug: boosterPrograms.slug,
      })
      .from(coupons)
      .leftJoin(boosterPrograms, eq(boosterPrograms.id, coupons.programId))
      .where(eq(coupons.code, code)),
  );
}

/** How many paid orders of this learner used the coupon. */
export async function countRedemptions(
  db: Db | Tx,
  options: { couponId: number; userId: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(couponRedemptions)
    .where(
      and(eq(couponRedemptions.couponId, options.couponId), eq(couponRedemptions.userId, options.userId)),
    );
  return row!.n;
}

/** How many paid orders of one learner the coupon allows. */
export async function perUserLimitOf(tx: Tx, couponId: number): Promise<number> {
  const [row] = await tx
    .select({ limit: coupons.perUserLimit })
    .from(coupons)
    .where(eq(coupons.id, couponId));
  return row!.limit;
}

/** Counts a paid order's coupon: its redemption row (one per order) and the coupon's total. */
export async function insertRedemption(tx: Tx, values: typeof couponRedemptions.$inferInsert): Promise<void> {
  const rows = await tx
    .insert(couponRedemptions)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: couponRedemptions.id });
  if (rows.length === 0) return;
  await tx
    .update(coupons)
    .set({ redeemedCount: sql`${coupons.redeemedCount} + 1` })
    .where(eq(coupons.id, values.couponId));
}
