import { z } from 'zod';

export const GatewayName = z.enum(['razorpay', 'test']);
export type GatewayName = z.infer<typeof GatewayName>;

/** The ways to pay each gateway's checkout offers, in the words learners know them by. */
const METHODS: Record<GatewayName, readonly string[]> = {
  razorpay: ['UPI', 'Credit and debit cards', 'Net banking', 'Wallets'],
  test: ['Test card (no money moves)'],
};

/** `GET /payment/checkout-methods`: the configured gateway and how a learner can pay on it. */
export const CheckoutMethods = z
  .object({ gateway: GatewayName, methods: z.array(z.string()) })
  .meta({ id: 'CheckoutMethods' });
export type CheckoutMethods = z.infer<typeof CheckoutMethods>;

export function checkoutMethodsOf(gateway: GatewayName): CheckoutMethods {
  return { gateway, methods: [...METHODS[gateway]] };
}
