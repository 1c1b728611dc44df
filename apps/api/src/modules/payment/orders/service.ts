import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type * as Orders from '@meridian/domain/payment/orders';
import { GatewayWebhook } from '@meridian/domain/payment/orders';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { AppError } from '#api/platform/app-error.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import type { PaymentGateway } from '#api/modules/payment/gateway/gateway.ts';
import type { TestGateway } from '#api/modules/payment/gateway/create-gateway.ts';
import { findPricedPackageOrThrow } from '#api/modules/payment/programs/service.ts';
import { findAccountById } from '#api/modules/user/accounts/service.ts';
import { discountOrThrow } from '#api/modules/payment/coupons/service.ts';
import { queueReceipt, receiptNumberOf, receiptRoute } from './receipt.ts';
import { isRefusedPurchase, recordPayment } from './record-payment.ts';
import {
  findOrderByGatewayId,
  findOrderById,
  findTransactionRow,
  insertOrder,
  listTransactionRows,
  markOrderFailed,
  type OrderRow,
  type TransactionRow,
} from './repo.ts';

export interface PaymentDeps extends ModuleDeps {
  gateway: PaymentGateway | TestGateway;
  log: FastifyBaseLogger;
}

function toTransaction(deps: PaymentDeps, row: TransactionRow): Orders.Transaction {
  const { order } = row;
  const paid = order.status === 'paid' && row.paymentSerial !== null && order.paidAt !== null;
  return {
    transactionId: order.id,
    status: order.status,
    programSlug: row.programSlug,
    programTitle: row.programTitle,
    packageName: row.packageName,
    listPriceMinor: order.listPriceMinor,
    discountMinor: order.discountMinor,
    amountMinor: order.amountMinor,
    currency: order.currency,
    couponCode: row.couponCode,
    paymentId: row.paymentId,
    receiptNumber: paid ? receiptNumberOf(row.paymentSerial!, order.paidAt!) : null,
    receiptUrl: paid ? sitePath(receiptRoute(deps, order.id)) : null,
    failureReason: order.failureReason,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
  };
}

/** An order of this learner; someone else's is not found, so its existence is not revealed. */
async function ownOrderOrThrow(
  deps: PaymentDeps,
  options: { userId: string; orderId: string },
): Promise<OrderRow> {
  const order = await findOrderById(deps.db, options.orderId);
  if (!order || order.userId !== options.userId)
    throw new AppError('NOT_FOUND', 'no such order', { field: 'orderId' });
  return order;
}

async function transactionOrThrow(deps: PaymentDeps, orderId: string): Promise<Orders.Transaction> {
  const row = await findTransactionRow(deps.db, orderId);
  if (!row) throw new AppError('NOT_FOUND', 'no such transaction');
  return toTransaction(deps, row);
}

async function paidProgramSlugs(deps: PaymentDeps, userId: string): Promise<string[]> {
  const rows = await listTransactionRows(deps.db, userId);
  return [...new Set(rows.filter((r) => r.order.status === 'paid').map((r) => r.programSlug))];
}

/** `POST /payment/orders`: the package at its price on the learner's site, opened at the gateway. */
export async function createOrder(
  deps: PaymentDeps,
  options: { userId: string; request: Orders.OrderRequest },
): Promise<Orders.OrderResponse> {
  const { request } = options;
  const pkg = await findPricedPackageOrThrow(deps.db, request);
  if ((await paidProgramSlugs(deps, options.userId)).includes(request.programSlug))
    throw new AppError('PY_BGT_4009', 'program already bought');
  const coupon = request.couponCode
    ? await discountOrThrow(deps, { userId: options.userId, code: request.couponCode, pkg })
    : undefined;
  const discountMinor = coupon?.discountMinor ?? 0;
  const id = randomUUID();
  const amountMinor = pkg.priceMinor - discountMinor;
  const { gatewayOrderId } = await deps.gateway.createOrder({
    amountMinor,
    currency: pkg.currency,
    receipt: id,
  });
  await insertOrder(deps.db, {
    id,
    userId: options.userId,
    packageId: pkg.id,
    region: request.region,
    currency: pkg.currency,
    listPriceMinor: pkg.priceMinor,
    discountMinor,
    couponId: coupon?.couponId ?? null,
    amountMinor,
    gateway: deps.gateway.name,
    gatewayOrderId,
  });
  const checkout =
    deps.gateway.name === 'test' ? siteRoutes.testCheckout(id) : siteRoutes.paymentCheckout(id);
  return { orderId: id, amountMinor, currency: pkg.currency, checkoutUrl: sitePath(checkout) };
}

/**
 * `POST /payment/callback`: the checkout's answer. A payment is recorded only when the gateway's
 * signature of `order_id|payment_id` checks out; a forged one is refused with nothing written.
 */
export async function handleCallback(
  deps: PaymentDeps,
  options: { userId: string; callback: Orders.CheckoutCallback },
): Promise<Orders.Transaction> {
  const { callback } = options;
  const order = await ownOrderOrThrow(deps, { userId: options.userId, orderId: callback.orderId });
  if ('error' in callback) {
    await markOrderFailed(deps.db, {
      orderId: order.id,
      reason: callback.error.description,
      now: deps.clock(),
    });
  } else {
    const genuine =
      order.gateway === deps.gateway.name &&
      deps.gateway.verifyCheckout({
        gatewayOrderId: order.gatewayOrderId,
        paymentId: callback.paymentId,
        signature: callback.signature,
      });
    if (!genuine) throw new AppError('PY_SIG_4001', 'checkout signature does not match');
    await recordAndEmail(deps, { order, paymentId: callback.paymentId, recordedFrom: 'callback' });
  }
  return transactionOrThrow(deps, order.id);
}

async function recordAndEmail(
  deps: PaymentDeps,
  options: { order: OrderRow; paymentId: string; recordedFrom: 'callback' | 'webhook' },
): Promise<void> {
  const first = await recordPayment(deps, {
    order: options.order,
    paymentId: options.paymentId,
    recordedFrom: options.recordedFrom,
    onRecorded: (tx, orderId) => queueReceipt(deps, tx, orderId),
  }).catch((error: unknown) => {
    if (isRefusedPurchase(error)) {
      deps.log.error(
        {
          alert: 'payment-refund-due',
          orderId: options.order.id,
          paymentId: options.paymentId,
          errorCode: error.code,
        },
        'ALERT: a captured payment was refused (program already bought or coupon used up); refund it at the gateway',
      );
    }
    throw error;
  });
  if (first) deps.notifier.kick();
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * `POST /payment/webhook`: the gateway's own report, signed over the raw body. A captured payment
 * is recorded (once, however often it is delivered), a failed one marks its unpaid order failed;
 * other events and orders of no learner here are acknowledged and left alone.
 */
export async function handleWebhook(
  deps: PaymentDeps,
  options: { rawBody: string; signature: string | undefined },
): Promise<void> {
  if (!options.signature || !deps.gateway.verifyWebhook(options.rawBody, options.signature))
    throw new AppError('PY_SIG_4001', 'webhook signature does not match');
  const parsed = GatewayWebhook.safeParse(parseJson(options.rawBody));
  if (!parsed.success) throw new AppError('BAD_REQUEST', 'not a payment webhook');
  const payment = parsed.data.payload.payment?.entity;
  if (!payment) return;
  const order = await findOrderByGatewayId(deps.db, {
    gateway: deps.gateway.name,
    gatewayOrderId: payment.order_id,
  });
  if (!order) return;
  if (parsed.data.event === 'payment.failed') {
    const reason = payment.error_description ?? 'The payment was declined.';
    await markOrderFailed(deps.db, { orderId: order.id, reason, now: deps.clock() });
  } else if (['payment.captured', 'order.paid'].includes(parsed.data.event)) {
    if (payment.amount !== order.amountMinor || payment.currency !== order.currency) {
      deps.log.warn({ orderId: order.id, paymentId: payment.id }, 'webhook amount differs from the order');
      return;
    }
    // A refused payment is logged for its refund; answering an error would only make the gateway resend it.
    await recordAndEmail(deps, { order, paymentId: payment.id, recordedFrom: 'webhook' }).catch(
      (error: unknown) => {
        if (!isRefusedPurchase(error)) throw error;
      },
    );
  }
}

/**
 * `GET /payment/orders/{orderId}/checkout`: what Razorpay's checkout opens the learner's unpaid order
 * with. Only an order of the configured Razorpay account has one (404 otherwise, and once paid).
 */
export async function checkoutOptions(
  deps: PaymentDeps,
  options: { userId: string; orderId: string },
): Promise<Orders.CheckoutOptions> {
  const order = await ownOrderOrThrow(deps, options);
  const row = await findTransactionRow(deps.db, order.id);
  if (!row || !deps.gateway.keyId || order.gateway !== deps.gateway.name || order.status === 'paid')
    throw new AppError('NOT_FOUND', 'no open checkout for this order');
  const learner = await findAccountById(deps.db, order.userId);
  return {
    keyId: deps.gateway.keyId,
    gatewayOrderId: order.gatewayOrderId,
    amountMinor: order.amountMinor,
    currency: order.currency,
    description: `${row.programTitle}, ${row.packageName} package`,
    prefill: {
      name: learner?.fullName ?? '',
      email: learner?.email ?? null,
      contact: learner?.mobile ?? null,
    },
  };
}

/** The test gateway's checkout: answers the signed payload its page posts to the callback (never production). */
export async function completeTestCheckout(
  deps: PaymentDeps & { gateway: TestGateway },
  options: { userId: string; orderId: string; request: Orders.TestCheckoutRequest },
): Promise<Orders.CheckoutCallback> {
  const order = await ownOrderOrThrow(deps, options);
  if (options.request.outcome === 'failure') {
    return {
      orderId: order.id,
      error: { code: 'BAD_REQUEST_ERROR', description: 'Payment failed: the bank declined the test card.' },
    };
  }
  return { orderId: order.id, ...deps.gateway.completeCheckout(order.gatewayOrderId) };
}

export async function listTransactions(deps: PaymentDeps, userId: string): Promise<Orders.TransactionList> {
  const rows = await listTransactionRows(deps.db, userId);
  return { transactions: rows.map((row) => toTransaction(deps, row)) };
}

export async function getTransaction(
  deps: PaymentDeps,
  options: { userId: string; orderId: string },
): Promise<Orders.Transaction> {
  await ownOrderOrThrow(deps, options);
  return transactionOrThrow(deps, options.orderId);
}

/** `bought-status` (any program) and `bought-booster/{source}` (that program). */
export async function boughtStatus(
  deps: PaymentDeps,
  options: { userId: string; programSlug?: string },
): Promise<Orders.BoughtStatus> {
  const slugs = await paidProgramSlugs(deps, options.userId);
  const alreadyPurchased = options.programSlug ? slugs.includes(options.programSlug) : slugs.length > 0;
  return { alreadyPurchased, listalreadyPurchased: slugs };
}
