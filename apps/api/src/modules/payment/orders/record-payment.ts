import { ERROR_CODES } from '@meridian/domain/error-catalogue';
import { lockKeys, type Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { markPaidLearner } from '#api/modules/user/accounts/service.ts';
import { redeemCoupon } from '#api/modules/payment/coupons/service.ts';
import {
  hasOtherPaidOrderOfProgram,
  insertPayment,
  markOrderFailed,
  markOrderPaid,
  type OrderRow,
} from './repo.ts';

/** What a learner may have once, checked again as each payment is recorded. */
const REFUSED_PURCHASES = ['PY_BGT_4009', 'PY_CPN_4005'] as const;

/**
 * A captured payment that was not recorded because the learner already has the program or has
 * used the coupon as often as it allows: its order is failed, and the money is to be refunded.
 */
export const isRefusedPurchase = (error: unknown): error is AppError =>
  error instanceof AppError && (REFUSED_PURCHASES as readonly string[]).includes(error.code);

/**
 * Records a captured payment of an order once, in one transaction: the order becomes paid, the
 * payment is written and the learner becomes a paid learner. Answers true only to the caller that
 * recorded it (and its coupon, if any, is counted): every other delivery of the same payment (a
 * webhook after the callback, five webhooks at once) finds the order paid and changes nothing.
 * `onRecorded` runs in that transaction (the receipt is queued there), for the recording caller only.
 *
 * Orders are checked when made, but a learner can open several before paying any; so the
 * learner's payments are recorded one at a time (a lock on the learner) and a payment for a
 * program they already have, or with a coupon they have used up, is refused (409): its order
 * becomes failed, saying the payment will be refunded.
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
  try {
    return await deps.db.transaction(async (tx) => {
      await lockKeys(tx, [`payment:learner:${options.order.userId}`]);
      const order = await markOrderPaid(tx, { orderId: options.order.id, now });
      if (!order) return false;
      if (await hasOtherPaidOrderOfProgram(tx, order))
        throw new AppError('PY_BGT_4009', 'program already bought in another order');
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
  } catch (error) {
    if (isRefusedPurchase(error)) {
      await markOrderFailed(deps.db, {
        orderId: options.order.id,
        reason: `${ERROR_CODES[error.code].message} This payment will be refunded.`,
        now,
      });
    }
    throw error;
  }
}
