import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import {
  boosterPackages,
  boosterPrograms,
  coupons,
  paymentOrders,
  payments,
} from '#api/db/schema/payment.ts';
import type { Tx } from '#api/db/transaction.ts';
import { firstRow } from '#api/db/first-row.ts';
import { whereEquals } from '#api/db/where-equals.ts';

export type OrderRow = typeof paymentOrders.$inferSelect;

export async function insertOrder(db: Db, values: typeof paymentOrders.$inferInsert): Promise<OrderRow> {
  const [row] = await db.insert(paymentOrders).values(values).returning();
  return row!;
}

export async function findOrderById(db: Db | Tx, id: string): Promise<OrderRow | undefined> {
  return firstRow(db.select().from(paymentOrders).where(eq(paymentOrders.id, id)));
}

export async function findOrderByGatewayId(
  db: Db,
  options: { gateway: string; gatewayOrderId: string },
): Promise<OrderRow | undefined> {
  return firstRow(db.select().from(paymentOrders).where(whereEquals(paymentOrders, options)));
}

/**
 * Marks an order paid unless it already is, answering it only to the one caller that changed it:
 * a concurrent caller's update waits on the row lock and then finds it paid.
 */
export async function markOrderPaid(
  tx: Tx,
  options: { orderId: string; now: Date },
): Promise<OrderRow | undefined> {
  const [row] = await tx
    .update(paymentOrders)
    .set({ status: 'paid', paidAt: options.now, failureReason: null, updatedAt: options.now })
    .where(and(eq(paymentOrders.id, options.orderId), ne(paymentOrders.status, 'paid')))
    .returning();
  return row;
}

/** Whether the learner of an order has another paid order of the same program (any package). */
export async function hasOtherPaidOrderOfProgram(tx: Tx, order: OrderRow): Promise<boolean> {
  const thisProgram = tx
    .select({ programId: boosterPackages.programId })
    .from(boosterPackages)
    .where(eq(boosterPackages.id, order.packageId));
  const [row] = await tx
    .select({ id: paymentOrders.id })
    .from(paymentOrders)
    .innerJoin(boosterPackages, eq(boosterPackages.id, paymentOrders.packageId))
    .where(
      and(
        eq(paymentOrders.userId, order.userId),
        eq(paymentOrders.status, 'paid'),
        ne(paymentOrders.id, order.id),
        inArray(boosterPackages.programId, thisProgram),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The payment of an order; false when its order or its gateway id is already recorded. */
export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<boolean> {
  const rows = await tx.insert(payments).values(values).onConflictDoNothing().returning({ id: payments.id });
  return rows.length > 0;
}

/** A refused payment leaves an unpaid order failed, with the gateway's reason; a paid order stays paid. */
export async function markOrderFailed(
  db: Db,
  options: { orderId: string; reason: string; now: Date },
): Promise<void> {
  await db
    .update(paymentOrders)
    .set({ status: 'failed', failureReason: options.reason, updatedAt: options.now })
    .where(and(eq(paymentOrders.id, options.orderId), ne(paymentOrders.status, 'paid')));
}

const transactionColumns = {
  order: paymentOrders,
  programSlug: boosterPrograms.slug,
  programTitle: boosterPrograms.title,
  packageName: boosterPackages.name,
  paymentId: payments.gatewayPaymentId,
  paymentSerial: payments.id,
  couponCode: coupons.code,
};

export type TransactionRow = {
  order: OrderRow;
  programSlug: string;
  programTitle: string;
  packageName: string;
  paymentId: string | null;
  paymentSerial: number | null;
  couponCode: string | null;
};

function selectTransactions(db: Db | Tx) {
  return db
    .select(transactionColumns)
    .from(paymentOrders)
    .innerJoin(boosterPackages, eq(boosterPackages.id, paymentOrders.packageId))
    .innerJoin(boosterPrograms, eq(boosterPrograms.id, boosterPackages.programId))
    .leftJoin(payments, eq(payments.orderId, paymentOrders.id))
    .leftJoin(coupons, eq(coupons.id, paymentOrders.couponId));
}

/** A learner's orders, newest first. */
export function listTransactionRows(db: Db, userId: string): Promise<TransactionRow[]> {
  return selectTransactions(db)
    .where(eq(paymentOrders.userId, userId))
    .orderBy(desc(paymentOrders.createdAt));
}

export async function findTransactionRow(db: Db | Tx, orderId: string): Promise<TransactionRow | undefined> {
  return firstRow(selectTransactions(db).where(eq(paymentOrders.id, orderId)));
}
