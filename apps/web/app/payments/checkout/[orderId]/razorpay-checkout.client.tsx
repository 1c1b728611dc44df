'use client';

import Script from 'next/script';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutCallback } from '@meridian/domain/payment/orders';
import { formatMoney } from '@meridian/domain/money';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getCheckoutOptions, postCheckoutCallback } from '@/lib/api/payments-client.ts';
import { FormAlert } from '@/components/forms/fields.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import styles from '../../payments.module.css';

/** The part of Razorpay's Checkout (checkout.js, Standard Checkout) this page uses. */
interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    handler: (response: { error: { code: string; description: string } }) => void,
  ): void;
}
declare global {
  interface Window {
    Razorpay?: new (options: Record<string, unknown>) => RazorpayInstance;
  }
}

const CHECKOUT_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/**
 * Opens Razorpay's checkout for the order and posts its answer to the API, as the test gateway's
 * page does: the payment id with Razorpay's signature (checked by the API), or the failure.
 */
export function RazorpayCheckout({ orderId }: { orderId: string }) {
  const router = useRouter();
  const { user, pending } = useSession();
  const [scriptReady, setScriptReady] = useState(false);
  const options = useQuery({
    queryKey: ['payment-checkout', user?.id, orderId],
    queryFn: () => getCheckoutOptions(orderId),
    enabled: Boolean(user),
  });
  const finish = useMutation({
    mutationFn: (callback: CheckoutCallback) => postCheckoutCallback(callback),
    onSuccess: () => router.push(siteRoutes.paymentStatus(orderId)),
  });
  const open = () => {
    if (!options.data || !window.Razorpay) return;
    const o = options.data;
    const checkout = new window.Razorpay({
      key: o.keyId,
      order_id: o.gatewayOrderId,
      amount: o.amountMinor,
      currency: o.currency,
      description: o.description,
      prefill: {
        name: o.prefill.name,
        ...(o.prefill.email ? { email: o.prefill.email } : {}),
        ...(o.prefill.contact ? { contact: o.prefill.contact } : {}),
      },
      handler: (response: { razorpay_payment_id: string; razorpay_signature: string }) =>
        finish.mutate({
          orderId,
          paymentId: response.razorpay_payment_id,
          signature: response.razorpay_signature,
        }),
    });
    checkout.on('payment.failed', ({ error }) =>
      finish.mutate({ orderId, error: { code: error.code, description: error.description.slice(0, 300) } }),
    );
    checkout.open();
  };
  if (!options.data)
    return <p aria-busy={pending || options.isPending}>{options.error?.message ?? 'Loading…'}</p>;
  const amount = formatMoney(options.data.amountMinor, options.data.currency, { fractionDigits: 2 });
  return (
    <section className={styles.panel} aria-labelledby="checkout-title">
      <Script src={CHECKOUT_SCRIPT} strategy="afterInteractive" onReady={() => setScriptReady(true)} />
      <h1 id="checkout-title">Pay for your program</h1>
      <p>{options.data.description}</p>
      <p className={styles.amount}>{amount}</p>
      <p className={styles.muted}>You pay on Razorpay’s secure checkout: card, UPI, net banking or wallet.</p>
      {finish.error && <FormAlert>{finish.error.message}</FormAlert>}
      <div className={styles.actions}>
        <button type="button" disabled={!scriptReady || finish.isPending} onClick={open}>
          Pay {amount}
        </button>
      </div>
    </section>
  );
}
