import { z } from 'zod';
import { ConfigError } from '@meridian/domain/env-schemas';

const Secret = z
  .string()
  .min(8)
  .optional()
  .or(z.literal('').transform(() => undefined));

/**
 * The payment gateway: the built-in test gateway by default outside production, a Razorpay
 * account when configured. The invoice fields name the seller on receipts.
 */
export const PaymentSettings = {
  PAYMENT_GATEWAY: z.enum(['test', 'razorpay']).default('test'),
  RAZORPAY_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s) URL' })
    .default('https://api.razorpay.com'),
  RAZORPAY_KEY_ID: Secret,
  RAZORPAY_KEY_SECRET: Secret,
  RAZORPAY_WEBHOOK_SECRET: Secret,
  /** The seller's GSTIN printed on receipts; a receipt without one says the seller is not registered. */
  SELLER_GSTIN: z
    .string()
    .regex(/^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/, 'must be a 15-character GSTIN')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The seller's registered address on receipts; its state is the place GST is charged from. */
  SELLER_ADDRESS: z.string().min(1).default('Bengaluru, Karnataka, India'),
};

type Settings = z.infer<z.ZodObject<typeof PaymentSettings>>;

/** The test gateway takes no money, so production refuses it; Razorpay needs its three secrets. */
export function checkPaymentSettings(env: Settings & { APP_ENV: string }): void {
  if (env.APP_ENV === 'production' && env.PAYMENT_GATEWAY === 'test') {
    throw new ConfigError(
      'Invalid configuration: PAYMENT_GATEWAY: must be razorpay when APP_ENV is production',
    );
  }
  if (env.PAYMENT_GATEWAY !== 'razorpay') return;
  for (const name of ['RAZORPAY_KEY_ID', 'RAZORPAY_KEY_SECRET', 'RAZORPAY_WEBHOOK_SECRET'] as const) {
    if (!env[name])
      throw new ConfigError(`Invalid configuration: ${name}: required when PAYMENT_GATEWAY is razorpay`);
  }
}
