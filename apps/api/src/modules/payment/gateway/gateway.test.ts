import { describe, expect, it, vi } from 'vitest';
import { razorpayGateway } from './razorpay-gateway.ts';
import { testGateway } from './test-gateway.ts';

// Signatures below were computed independently with `openssl dgst -sha256 -hmac <secret>`.
const gateway = razorpayGateway({
  apiUrl: 'https://gateway.test',
  keyId: 'rzp_test_key',
  keySecret: 'EnLs21M47BllR3X8PSFtjtbd',
  webhookSecret: 'webhook-secret-1',
});
const CHECKOUT = {
  gatewayOrderId: 'order_IluGWxBm9U8zJ8',
  paymentId: 'pay_IH4NVgf4Dreq1l',
  signature: 'c7a6b6e37e5fb8b5387cd93cff2f9cedbf5cb78112fd50292c56b4cecb49b80d',
};
const WEBHOOK = {
  body: '{"event":"payment.captured"}',
  signature: '4b3bab0fc545e3743c7e8c3766dc772905b91a1c0024d08b50c1bd45c3e63f2e',
};

describe('Razorpay signatures', () => {
  it('accepts the checkout signature of order_id|payment_id with the key secret', () => {
    expect(gateway.verifyCheckout(CHECKOUT)).toBe(true);
  });

  it('refuses a checkout signature with one character changed, cut short, or for another payment', () => {
    expect(gateway.verifyCheckout({ ...CHECKOUT, signature: `d${CHECKOUT.signature.slice(1)}` })).toBe(false);
    expect(gateway.verifyCheckout({ ...CHECKOUT, signature: CHECKOUT.signature.slice(0, 63) })).toBe(false);
    expect(gateway.verifyCheckout({ ...CHECKOUT, signature: CHECKOUT.signature.toUpperCase() })).toBe(false);
    expect(gateway.verifyCheckout({ ...CHECKOUT, paymentId: 'pay_IH4NVgf4Dreq1m' })).toBe(false);
  });

  it('checks a webhook over its raw body with the webhook secret, not the key secret', () => {
    expect(gateway.verifyWebhook(WEBHOOK.body, WEBHOOK.signature)).toBe(true);
    expect(gateway.verifyWebhook(`${WEBHOOK.body} `, WEBHOOK.signature)).toBe(false);
    expect(gateway.verifyWebhook('{"event": "payment.captured"}', WEBHOOK.signature)).toBe(false);
  });

  it('opens an order with basic auth and the amount in minor units', async () => {
    const fetch = vi.fn(async () => new Response(JSON.stringify({ id: 'order_NEW123456' }), { status: 200 }));
    const withFetch = razorpayGateway({
      apiUrl: 'https://gateway.test',
      keyId: 'k',
      keySecret: 's',
      webhookSecret: 'w',
      fetch,
    });
    await expect(
      withFetch.createOrder({ amountMinor: 2_499_900, currency: 'INR', receipt: 'r1' }),
    ).resolves.toEqual({
      gatewayOrderId: 'order_NEW123456',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [URL, RequestInit];
    expect(url.href).toBe('https://gateway.test/v1/orders');
    expect((init.headers as Record<string, string>).authorization).toBe(`Basic ${btoa('k:s')}`);
    expect(JSON.parse(init.body as string)).toEqual({ amount: 2_499_900, currency: 'INR', receipt: 'r1' });
  });
});

describe('the test gateway', () => {
  it('signs a completed checkout exactly as Razorpay would, with its own secret', () => {
    const gateway = testGateway('a'.repeat(48));
    const { paymentId, signature } = gateway.completeCheckout('order_test_abc');
    // The callback only takes ids of letters, digits and underscores, as Razorpay's are.
    expect(paymentId).toMatch(/^pay_test_[0-9a-f]{16}$/);
    expect(gateway.verifyCheckout({ gatewayOrderId: 'order_test_abc', paymentId, signature })).toBe(true);
    expect(
      testGateway('b'.repeat(48)).verifyCheckout({ gatewayOrderId: 'order_test_abc', paymentId, signature }),
    ).toBe(false);
  });
});
