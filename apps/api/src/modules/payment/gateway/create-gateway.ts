import type { ApiConfig } from '#api/env.ts';
import type { PaymentGateway } from './gateway.ts';
import { razorpayGateway } from './razorpay-gateway.ts';
import { testGateway } from './test-gateway.ts';

export type TestGateway = ReturnType<typeof testGateway>;

/** The configured gateway (payment-settings checked at start-up that Razorpay's secrets are set). */
export function createGateway(config: ApiConfig): PaymentGateway | TestGateway {
  if (config.PAYMENT_GATEWAY === 'test') return testGateway(config.JWT_SECRET);
  return razorpayGateway({
    apiUrl: config.RAZORPAY_API_URL,
    keyId: config.RAZORPAY_KEY_ID!,
    keySecret: config.RAZORPAY_KEY_SECRET!,
    webhookSecret: config.RAZORPAY_WEBHOOK_SECRET!,
  });
}
