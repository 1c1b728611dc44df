import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CheckoutOptions } from '@meridian/domain/payment/orders';
import { hmacHex } from '#api/modules/payment/gateway/hmac-signature.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { createUser } from './profile-fixtures.ts';
import { callback, essentialPackageId, order } from './payment-fixtures.ts';

const KEY_SECRET = 'rzp-key-secret-for-tests';
let t: TestApp;

beforeAll(async () => {
  // Razorpay's Orders API, answering a new order's id; set before the app is built, which keeps
  // the fetch it finds then.
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) =>
    String(input) === 'https://razorpay.test/v1/orders'
      ? Response.json({ id: 'order_RzpE2E000001' })
      : realFetch(input, init),
  );
  t = await createTestApp({
    env: {
      PAYMENT_GATEWAY: 'razorpay',
      RAZORPAY_API_URL: 'https://razorpay.test',
      RAZORPAY_KEY_ID: 'rzp_test_meridian01',
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'rzp-webhook-secret-for-tests',
    },
  });
});

afterAll(async () => {
  vi.restoreAllMocks();
  await t.close();
});

describe('paying through the Razorpay adapter', () => {
  it('tells the checkout page the ways to pay on Razorpay', async () => {
    const res = await t.app.inject({ url: '/payment/checkout-methods' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      gateway: 'razorpay',
      methods: ['UPI', 'Credit and debit cards', 'Net banking', 'Wallets'],
    });
  });

  it('opens the checkout page with the key id and Razorpay’s order, and records the signed payment it posts', async () => {
    const learner = await createUser(t, { fullName: 'Ishaan Gupta' });
    const created = await order(t, learner, { packageId: await essentialPackageId(t) });
    const { orderId, checkoutUrl } = created.json();
    expect(checkoutUrl).toBe(`/study-abroad/payments/checkout/${orderId}`);

    const options = await t.app.inject({
      url: `/payment/orders/${orderId}/checkout`,
      headers: { authorization: learner.authorization },
    });
    expect(options.statusCode).toBe(200);
    expect(options.json()).toMatchObject<Partial<CheckoutOptions>>({
      keyId: 'rzp_test_meridian01',
      gatewayOrderId: 'order_RzpE2E000001',
      amountMinor: 2_499_900,
      currency: 'INR',
      description: 'Study Abroad Booster Program, Essential package',
    });
    const someoneElse = await createUser(t);
    const hidden = await t.app.inject({
      url: `/payment/orders/${orderId}/checkout`,
      headers: { authorization: someoneElse.authorization },
    });
    expect(hidden.statusCode).toBe(404);

    // What Razorpay's checkout hands the page: the payment id, signed over order_id|payment_id.
    const paymentId = 'pay_RzpE2E000001';
    const paid = await callback(t, learner, {
      orderId,
      paymentId,
      signature: hmacHex(KEY_SECRET, `order_RzpE2E000001|${paymentId}`),
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ status: 'paid', paymentId });
    const closed = await t.app.inject({
      url: `/payment/orders/${orderId}/checkout`,
      headers: { authorization: learner.authorization },
    });
    expect(closed.statusCode).toBe(404);
  });
});
