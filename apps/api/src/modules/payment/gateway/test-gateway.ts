import { randomBytes } from 'node:crypto';
import { hmacHex } from './hmac-signature.ts';
import { razorpaySignatures, type PaymentGateway } from './gateway.ts';

/** The test gateway's secrets, derived from the API's own so nothing extra is configured. */
export function testGatewaySecrets(jwtSecret: string) {
  return {
    keySecret: hmacHex(jwtSecret, 'test-gateway:key'),
    webhookSecret: hmacHex(jwtSecret, 'test-gateway:webhook'),
  };
}

// Letters and digits only, as Razorpay's ids (order_…, pay_…) are.
const id = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;

/**
 * The built-in gateway for development and tests (never production, see payment-settings): no
 * money moves; its checkout page completes a payment, signed exactly as Razorpay signs one.
 */
export function testGateway(jwtSecret: string): PaymentGateway & {
  completeCheckout(gatewayOrderId: string): { paymentId: string; signature: string };
} {
  const secrets = testGatewaySecrets(jwtSecret);
  return {
    name: 'test',
    createOrder: async () => ({ gatewayOrderId: id('order_test') }),
    completeCheckout(gatewayOrderId) {
      const paymentId = id('pay_test');
      return { paymentId, signature: hmacHex(secrets.keySecret, `${gatewayOrderId}|${paymentId}`) };
    },
    ...razorpaySignatures(secrets),
  };
}
