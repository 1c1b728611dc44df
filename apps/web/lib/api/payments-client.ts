import {
  BoughtStatus,
  CheckoutCallback,
  CheckoutOptions,
  OrderResponse,
  Transaction,
  TransactionList,
  type OrderRequest,
  type TestCheckoutRequest,
} from '@meridian/domain/payment/orders';
import { CouponQuote } from '@meridian/domain/payment/coupons';
import type { Region } from '@meridian/domain/region/regions';
import { browserClient } from './browser-client.ts';

/** POST {payment}/orders: opens an order for the signed-in learner; answers where to pay. */
export const createOrder = (order: OrderRequest) =>
  browserClient.request('payment', '/orders', { method: 'POST', body: order, schema: OrderResponse });

/** POST {payment}/test-gateway/{orderId}/complete: the test checkout's outcome, as the payload to post back. */
export const completeTestCheckout = (orderId: string, request: TestCheckoutRequest) =>
  browserClient.request('payment', `/test-gateway/${encodeURIComponent(orderId)}/complete`, {
    method: 'POST',
    body: request,
    schema: CheckoutCallback,
  });

/** GET {payment}/orders/{orderId}/checkout: what Razorpay's checkout opens the order with. */
export const getCheckoutOptions = (orderId: string) =>
  browserClient.request('payment', `/orders/${encodeURIComponent(orderId)}/checkout`, {
    schema: CheckoutOptions,
  });

/** POST {payment}/callback: hands the checkout's answer to the API, which checks its signature. */
export const postCheckoutCallback = (callback: CheckoutCallback) =>
  browserClient.request('payment', '/callback', { method: 'POST', body: callback, schema: Transaction });

/** GET {payment}/{userId}/transaction/{transactionId}: one order of the learner. */
export const getTransaction = (userId: string, transactionId: string) =>
  browserClient.request(
    'payment',
    `/${encodeURIComponent(userId)}/transaction/${encodeURIComponent(transactionId)}`,
    { schema: Transaction },
  );

/** GET {payment}/bought-booster/{source}: whether the learner already has this program. */
export const getBoughtBooster = (programSlug: string) =>
  browserClient.request('payment', `/bought-booster/${encodeURIComponent(programSlug)}`, {
    schema: BoughtStatus,
  });

/** GET {payment}/coupon/{userId}/coupon/{coupon}: a package's price with the coupon, or why it is refused. */
export const getCouponQuote = (
  userId: string,
  code: string,
  purchase: { programSlug: string; packageId: number; region: Region },
) =>
  browserClient.request(
    'payment',
    `/coupon/${encodeURIComponent(userId)}/coupon/${encodeURIComponent(code)}`,
    {
      query: purchase,
      schema: CouponQuote,
    },
  );

/** GET {payment}/{userId}/transactions: the learner's orders, newest first. */
export const listTransactions = (userId: string) =>
  browserClient.request('payment', `/${encodeURIComponent(userId)}/transactions`, {
    schema: TransactionList,
  });
