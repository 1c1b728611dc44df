import { z } from 'zod';
import { AppError } from '#api/platform/app-error.ts';
import { razorpaySignatures, type PaymentGateway } from './gateway.ts';

const RazorpayOrder = z.object({ id: z.string().min(1) });

/** Razorpay's Orders API (`POST /v1/orders`, basic auth with the key id and secret). */
export function razorpayGateway(options: {
  apiUrl: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  fetch?: typeof fetch;
}): PaymentGateway {
  const doFetch = options.fetch ?? fetch;
  return {
    name: 'razorpay',
    keyId: options.keyId,
    async createOrder({ amountMinor, currency, receipt }) {
      const res = await doFetch(new URL('/v1/orders', options.apiUrl), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Basic ${Buffer.from(`${options.keyId}:${options.keySecret}`).toString('base64')}`,
        },
        body: JSON.stringify({ amount: amountMinor, currency, receipt }),
        signal: AbortSignal.timeout(10_000),
      });
      const order = RazorpayOrder.safeParse(await res.json().catch(() => undefined));
      if (!res.ok || !order.success)
        throw new AppError('SERVICE_UNAVAILABLE', `razorpay order failed (${res.status})`);
      return { gatewayOrderId: order.data.id };
    },
    ...razorpaySignatures(options),
  };
}
