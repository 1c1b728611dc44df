import type { Tx } from '../../../db/transaction.ts';
import { AppError } from '../../../platform/app-error.ts';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { markPaidLearner } from '../../user/service.ts';
import { redeemCoupon } from '../coupons/service.ts';
import { insertPayment, markOrderPaid, type OrderRow } from './repo.ts';

/**
 * Records a captured payment of an order once, in one transaction: the order becomes paid, the
 * payment is written and the learner becomes a paid learner. Answers true only to the caller that
 * recorded it (and its coupon, if any, is counted): every other delivery of the same payment (a webhook after the callback, five webhooks
 * at once) finds the order paid and changes nothing. `onRecorded` runs in that transaction (the
 * receipt is queued there), for the recording caller only.
 */
export async function recordPayment(
  deps: Pick<ModuleDeps, 'db' | 'clock'>,
  options: {
    order: OrderRow;
    paymentId: string;
    recordedFrom: 'callback' | 'webhook';
    onRecorded: (tx: Tx, orderId: string) => Promise<void>;
  },
): Promise<boolean> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const order = await markOrderPaid(tx, { orderId: options.order.id, now });
    if (!order) return false;
    const written = await insertPayment(tx, {
      orderId: order.id,
      gatewayPaymentId: options.paymentId,
      amountMinor: order.amountMinor,
      currency: order.currency,
      recordedFrom: options.recordedFrom,
      capturedAt: now,
    });
    // The payment id is already another order's: the transaction rolls back, nothing changes.
    if (!written) throw new AppError('PY_SIG_4001', 'payment id already recorded for another order');
    await markPaidLearner(tx, order.userId);
    if (order.couponId !== null)
      await redeemCoupon(tx, { couponId: order.couponId, userId: order.userId, orderId: order.id, now });
    await options.onRecorded(tx, order.id);
    return true;
  });
}
