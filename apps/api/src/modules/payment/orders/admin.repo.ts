import { and, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import type { AdminOrderQuery } from '@meridian/domain/payment/admin';
import type { Db } from '#api/db/client.ts';
import { containing } from '#api/db/escape-like.ts';
import {
  boosterPackages,
  boosterPrograms,
  coupons,
  paymentOrders,
  payments,
} from '#api/db/schema/payment.ts';
import { users } from '#api/db/schema/people.ts';
import type { Tx } from '#api/db/transaction.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

const columns = {
  order: paymentOrders,
  learnerName: users.fullName,
  learnerMobile: users.mobile,
  learnerEmail: users.email,
  programSlug: boosterPrograms.slug,
  programTitle: boosterPrograms.title,
  packageName: boosterPackages.name,
  couponCode: coupons.code,
  payment: {
    serial: payments.id,
    gatewayPaymentId: payments.gatewayPaymentId,
    amountMinor: payments.amountMinor,
    currency: payments.currency,
    capturedAt: payments.capturedAt,
  },
};

function conditions(query: AdminOrderQuery): (SQL | undefined)[] {
  const contains = containing(query.q ?? '');
  return [
    query.status ? eq(paymentOrders.status, query.status) : undefined,
    query.from ? gte(paymentOrders.createdAt, new Date(query.from)) : undefined,
    // `to` is a whole day: everything before the next midnight (UTC).
    query.to ? lt(paymentOrders.createdAt, new Date(Date.parse(query.to) + DAY_MS)) : undefined,
    query.q
      ? or(
          ilike(users.fullName, contains),
          ilike(users.mobile, contains),
          ilike(users.email, contains),
          ilike(sql`${paymentOrders.id}::text`, contains),
          ilike(boosterPrograms.title, contains),
          ilike(boosterPrograms.slug, contains),
        )
      : undefined,
  ];
}

/** A page of every learner's orders, newest first, with the learner, the program and the payment. */
export async function findOrderPage(
  db: Db,
  options: { query: AdminOrderQuery; offset: number; limit: number },
) {
  const where = and(...conditions(options.query));
  const [rows, [counted]] = await Promise.all([
    db
      .select(columns)
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .innerJoin(boosterPackages, eq(boosterPackages.id, paymentOrders.packageId))
      .innerJoin(boosterPrograms, eq(boosterPrograms.id, boosterPackages.programId))
      .leftJoin(payments, eq(payments.orderId, paymentOrders.id))
      .leftJoin(coupons, eq(coupons.id, paymentOrders.couponId))
      .where(where)
      .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
      .limit(options.limit)
      .offset(options.offset),
    // The filters read the learner and the program only, so the count needs no other join.
    db
      .select({ n: count() })
      .from(paymentOrders)
      .innerJoin(users, eq(users.id, paymentOrders.userId))
      .innerJoin(boosterPackages, eq(boosterPackages.id, paymentOrders.packageId))
      .innerJoin(boosterPrograms, eq(boosterPrograms.id, boosterPackages.programId))
      .where(where),
  ]);
  return { rows, total: counted?.n ?? 0 };
}

export type AdminOrderRow = Awaited<ReturnType<typeof findOrderPage>>['rows'][number];

export async function findRefundNote(db: Db | Tx, orderId: string) {
  const [row] = await db
    .select({ orderId: paymentOrders.id, note: paymentOrders.refundNote })
    .from(paymentOrders)
    .where(eq(paymentOrders.id, orderId));
  return row;
}

export async function setRefundNote(tx: Tx, options: { orderId: string; note: string | null; now: Date }) {
  await tx
    .update(paymentOrders)
    .set({ refundNote: options.note, updatedAt: options.now })
    .where(eq(paymentOrders.id, options.orderId));
}
