import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { CouponTerms } from '@meridian/domain/payment/coupons';
import type { Db } from '#api/db/client.ts';
import {
  boosterPackagePrices,
  boosterPackages,
  boosterPrograms,
  couponPrograms,
  couponRedemptions,
  coupons,
} from '#api/db/schema/payment.ts';
import type { Tx } from '#api/db/transaction.ts';
import { firstRow } from '#api/db/first-row.ts';

export type CouponRow = CouponTerms & { id: number };

const couponColumns = {
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
  active: coupons.active,
};

/** The coupons with the slugs of the programs each is for (none: every program). */
async function withProgramSlugs(db: Db | Tx, rows: Omit<CouponRow, 'programSlugs'>[]): Promise<CouponRow[]> {
  if (rows.length === 0) return [];
  const links = await db
    .select({ couponId: couponPrograms.couponId, slug: boosterPrograms.slug })
    .from(couponPrograms)
    .innerJoin(boosterPrograms, eq(boosterPrograms.id, couponPrograms.programId))
    .where(
      inArray(
        couponPrograms.couponId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(boosterPrograms.slug));
  return rows.map((row) => ({
    ...row,
    programSlugs: links.filter((link) => link.couponId === row.id).map((link) => link.slug),
  }));
}

export async function findCouponByCode(db: Db | Tx, code: string): Promise<CouponRow | undefined> {
  const [row] = await withProgramSlugs(
    db,
    await db.select(couponColumns).from(coupons).where(eq(coupons.code, code)),
  );
  return row;
}

/** Every coupon, newest window first. */
export async function listCoupons(db: Db): Promise<CouponRow[]> {
  return withProgramSlugs(
    db,
    await db.select(couponColumns).from(coupons).orderBy(desc(coupons.validFrom), asc(coupons.code)),
  );
}

/** Writes a coupon's terms under its code (a new one, or a change) and the programs it is for. */
export async function upsertCoupon(
  tx: Tx,
  terms: Omit<CouponTerms, 'redeemedCount' | 'programSlugs'> & { programIds: number[]; now: Date },
): Promise<void> {
  const { programIds, now, ...values } = terms;
  const [row] = await tx
    .insert(coupons)
    .values({ ...values, updatedAt: now })
    .onConflictDoUpdate({ target: coupons.code, set: { ...values, updatedAt: now } })
    .returning({ id: coupons.id });
  await tx.delete(couponPrograms).where(eq(couponPrograms.couponId, row!.id));
  if (programIds.length > 0)
    await tx.insert(couponPrograms).values(programIds.map((programId) => ({ couponId: row!.id, programId })));
}

/** The ids of the programs of these slugs. */
export function findProgramIds(db: Db | Tx, slugs: string[]): Promise<{ id: number; slug: string }[]> {
  if (slugs.length === 0) return Promise.resolve([]);
  return db
    .select({ id: boosterPrograms.id, slug: boosterPrograms.slug })
    .from(boosterPrograms)
    .where(inArray(boosterPrograms.slug, slugs));
}

/** The cheapest package priced in a currency, of these programs (every program when none). */
export async function findCheapestPackage(
  db: Db | Tx,
  options: { currency: string; programIds: number[] },
): Promise<{ programTitle: string; packageName: string; priceMinor: number } | undefined> {
  return firstRow(
    db
      .select({
        programTitle: boosterPrograms.title,
        packageName: boosterPackages.name,
        priceMinor: boosterPackagePrices.priceMinor,
      })
      .from(boosterPackagePrices)
      .innerJoin(boosterPackages, eq(boosterPackages.id, boosterPackagePrices.packageId))
      .innerJoin(boosterPrograms, eq(boosterPrograms.id, boosterPackages.programId))
      .where(
        and(
          eq(boosterPackagePrices.currency, options.currency),
          options.programIds.length > 0 ? inArray(boosterPrograms.id, options.programIds) : undefined,
        ),
      )
      .orderBy(asc(boosterPackagePrices.priceMinor)),
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
