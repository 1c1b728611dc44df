import type { GatewayName } from '@meridian/domain/payment/checkout-methods';
import { signatureMatches } from './hmac-signature.ts';

/** What the rest of the payment module asks of a gateway, whichever one is configured. */
export interface PaymentGateway {
  readonly name: GatewayName;
  /** The public key id the gateway's checkout script opens orders with (none for the test gateway). */
  readonly keyId?: string;
  /** Opens an order for the amount at the gateway; answers the gateway's id of it. */
  createOrder(order: {
    amountMinor: number;
    currency: string;
    receipt: string;
  }): Promise<{ gatewayOrderId: string }>;
  /** The checkout callback's signature: HMAC-SHA256 of `order_id|payment_id` with the key secret. */
  verifyCheckout(payment: { gatewayOrderId: string; paymentId: string; signature: string }): boolean;
  /** A webhook's `X-Razorpay-Signature`: HMAC-SHA256 of the raw body with the webhook secret. */
  verifyWebhook(rawBody: string, signature: string): boolean;
}

/** Razorpay's documented signing scheme, shared by its adapter and the test gateway (each with its own secrets). */
export function razorpaySignatures(secrets: { keySecret: string; webhookSecret: string }) {
  return {
    verifyCheckout: ({
      gatewayOrderId,
      paymentId,
      signature,
    }: {
      gatewayOrderId: string;
      paymentId: string;
      signature: string;
    }) => signatureMatches(secrets.keySecret, `${gatewayOrderId}|${paymentId}`, signature),
    verifyWebhook: (rawBody: string, signature: string) =>
      signatureMatches(secrets.webhookSecret, rawBody, signature),
  };
}
