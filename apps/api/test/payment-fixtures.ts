import type { CheckoutCallback, OrderResponse, Transaction } from '@meridian/domain/payment/orders';
import { hmacHex } from '#api/modules/payment/gateway/hmac-signature.ts';
import { testGatewaySecrets } from '#api/modules/payment/gateway/test-gateway.ts';
import type { TestApp } from './helper.ts';
import type { TestUser } from './profile-fixtures.ts';

/** The India booster's Essential package as ordered from the default site. */
export async function essentialPackageId(t: TestApp): Promise<number> {
  const res = await t.app.inject({ url: '/payment/booster-programs/study-abroad-booster' });
  return (res.json() as { packages: { id: number }[] }).packages[0]!.id;
}

export async function order(
  t: TestApp,
  user: TestUser,
  body: Record<string, unknown>,
): Promise<{ statusCode: number; json: () => OrderResponse & { errorCode?: string; message?: string } }> {
  return t.app.inject({
    method: 'POST',
    url: '/payment/orders',
    headers: { authorization: user.authorization },
    payload: { programSlug: 'study-abroad-booster', ...body },
  });
}

/** What the test gateway's checkout page posts back for an outcome. */
export async function checkout(
  t: TestApp,
  user: TestUser,
  orderId: string,
  outcome: 'success' | 'failure',
): Promise<CheckoutCallback> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/payment/test-gateway/${orderId}/complete`,
    headers: { authorization: user.authorization },
    payload: { outcome },
  });
  return res.json();
}

export function callback(t: TestApp, user: TestUser, payload: CheckoutCallback) {
  return t.app.inject({
    method: 'POST',
    url: '/payment/callback',
    headers: { authorization: user.authorization },
    payload,
  });
}

export async function transaction(t: TestApp, user: TestUser, orderId: string): Promise<Transaction> {
  const res = await t.app.inject({
    url: `/payment/${user.id}/transaction/${orderId}`,
    headers: { authorization: user.authorization },
  });
  return res.json();
}

/** A Razorpay webhook body for an order, and its signature with the test gateway's webhook secret. */
export function signedWebhook(
  t: TestApp,
  event: { event: string; orderId: string; paymentId: string; amount: number; currency: string },
): { body: string; signature: string } {
  const body = JSON.stringify({
    entity: 'event',
    event: event.event,
    payload: {
      payment: {
        entity: {
          id: event.paymentId,
          order_id: event.orderId,
          amount: event.amount,
          currency: event.currency,
          status: event.event === 'payment.failed' ? 'failed' : 'captured',
        },
      },
    },
  });
  return { body, signature: hmacHex(testGatewaySecrets(t.config.JWT_SECRET).webhookSecret, body) };
}

export function webhook(t: TestApp, delivery: { body: string; signature: string }) {
  return t.app.inject({
    method: 'POST',
    url: '/payment/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': delivery.signature },
    payload: delivery.body,
  });
}
