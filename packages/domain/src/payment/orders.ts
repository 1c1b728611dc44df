import { z } from 'zod';
import { CurrencyCode, MinorUnits } from '../money-schemas.ts';
import { Region } from '../region/regions.ts';
import { ProgramSlug } from './booster-programs.ts';

export const CouponCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{3,30}$/, 'must be 3 to 30 letters and digits');

/** `POST /payment/orders`: buy a package of a program on a site, optionally with a coupon. */
export const OrderRequest = z
  .object({
    programSlug: ProgramSlug,
    packageId: z.number().int().positive(),
    couponCode: CouponCode.optional(),
    region: Region.default('default'),
  })
  .meta({ id: 'OrderRequest' });
export type OrderRequest = z.infer<typeof OrderRequest>;

export const OrderResponse = z
  .object({
    orderId: z.uuid(),
    amountMinor: MinorUnits,
    currency: CurrencyCode,
    /** Where the learner pays: the gateway's checkout page for this order, under the site. */
    checkoutUrl: z.string(),
  })
  .meta({ id: 'OrderResponse' });
export type OrderResponse = z.infer<typeof OrderResponse>;

const GatewayId = z.string().regex(/^[A-Za-z0-9_]{6,64}$/, 'must be a gateway id');

/**
 * `POST /payment/callback`: what the checkout hands back. A payment carries the gateway's signature
 * of `order_id|payment_id`; a failure carries the gateway's error (unsigned, so it can only mark an
 * unpaid order failed).
 */
export const CheckoutCallback = z
  .union([
    z.object({
      orderId: z.uuid(),
      paymentId: GatewayId,
      signature: z.string().regex(/^[0-9a-f]{64}$/, 'must be a hex HMAC-SHA256 signature'),
    }),
    z.object({
      orderId: z.uuid(),
      error: z.object({ code: z.string().max(60), description: z.string().max(300) }),
    }),
  ])
  .meta({ id: 'CheckoutCallback' });
export type CheckoutCallback = z.infer<typeof CheckoutCallback>;

export const TestCheckoutRequest = z
  .object({ outcome: z.enum(['success', 'failure']) })
  .meta({ id: 'TestCheckoutRequest' });
export type TestCheckoutRequest = z.infer<typeof TestCheckoutRequest>;

export const OrderStatus = z.enum(['created', 'paid', 'failed']);
export type OrderStatus = z.infer<typeof OrderStatus>;

/** One purchase as the learner sees it (SPEC.md §7 `payment/{userId}/transaction/{transactionId}`). */
export const Transaction = z
  .object({
    transactionId: z.uuid(),
    status: OrderStatus,
    programSlug: ProgramSlug,
    programTitle: z.string(),
    packageName: z.string(),
    listPriceMinor: MinorUnits,
    discountMinor: MinorUnits,
    amountMinor: MinorUnits,
    currency: CurrencyCode,
    couponCode: z.string().nullable(),
    paymentId: z.string().nullable(),
    /** The invoice number, once paid. */
    receiptNumber: z.string().nullable(),
    /** The receipt PDF's signed link (a path under the site), once paid. */
    receiptUrl: z.string().nullable(),
    /** Why the gateway refused the payment, when it did. */
    failureReason: z.string().nullable(),
    createdAt: z.iso.datetime(),
    paidAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof Transaction>;

export const TransactionList = z
  .object({ transactions: z.array(Transaction) })
  .meta({ id: 'TransactionList' });
export type TransactionList = z.infer<typeof TransactionList>;

export const TransactionParams = z.object({ userId: z.uuid(), transactionId: z.uuid() });

/**
 * `GET /payment/orders/{orderId}/checkout`: what Razorpay's checkout script opens an order with
 * (the account's public key id, Razorpay's order id, and the learner to prefill).
 */
export const CheckoutOptions = z
  .object({
    keyId: z.string(),
    gatewayOrderId: z.string(),
    amountMinor: MinorUnits,
    currency: CurrencyCode,
    description: z.string(),
    prefill: z.object({ name: z.string(), email: z.string().nullable(), contact: z.string().nullable() }),
  })
  .meta({ id: 'CheckoutOptions' });
export type CheckoutOptions = z.infer<typeof CheckoutOptions>;

export const OrderParams = z.object({ orderId: z.uuid() });

/** `GET /payment/bought-status` and `bought-booster/{source}`: whether the learner has bought (that) program. */
export const BoughtStatus = z
  .object({
    alreadyPurchased: z.boolean(),
    /** The programs bought, by slug. */
    listalreadyPurchased: z.array(ProgramSlug),
  })
  .meta({ id: 'BoughtStatus' });
export type BoughtStatus = z.infer<typeof BoughtStatus>;

export const BoughtBoosterParams = z.object({ source: ProgramSlug });

/** The part of a Razorpay webhook the payment module reads. */
export const GatewayWebhook = z.object({
  event: z.string(),
  payload: z.object({
    payment: z
      .object({
        entity: z.object({
          id: z.string(),
          order_id: z.string(),
          amount: z.number().int(),
          currency: z.string(),
          error_description: z.string().nullable().optional(),
        }),
      })
      .optional(),
  }),
});
export type GatewayWebhook = z.infer<typeof GatewayWebhook>;
