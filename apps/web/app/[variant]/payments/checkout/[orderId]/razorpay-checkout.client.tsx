'use client';

import Script from 'next/script';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { CheckoutCallback, CheckoutOptions } from '@meridian/domain/payment/orders';
import { formatMoney } from '@meridian/domain/money';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getCheckoutOptions, postCheckoutCallback } from '@/lib/api/payments-client.ts';
import { FormAlert } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { useSession } from '@/lib/session/use-session.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
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
  const { user } = useSession();
  const options = useQuery({
    queryKey: ['payment-checkout', user?.id, orderId],
    queryFn: () => getCheckoutOptions(orderId),
    enabled: Boolean(user),
  });
  return (
    <QueryState query={options}>{(checkout) => <Checkout orderId={orderId} options={checkout} />}</QueryState>
  );
}

function Checkout({ orderId, options: o }: { orderId: string; options: CheckoutOptions }) {
  const router = useRouter();
  const [scriptReady, setScriptReady] = useState(false);
  const finish = useMutation({
    mutationFn: (callback: CheckoutCallback) => postCheckoutCallback(callback),
    onSuccess: () => router.push(siteRoutes.paymentStatus(orderId)),
  });
  const open = () => {
    if (!window.Razorpay) return;
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
  const amount = formatMoney(o.amountMinor, o.currency, { fractionDigits: 2 });
  return (
    <section className={styles.panel} aria-labelledby="checkout-title">
      <Script src={CHECKOUT_SCRIPT} strategy="afterInteractive" onReady={() => setScriptReady(true)} />
      <h1 id="checkout-title">Pay for your program</h1>
      <p>{o.description}</p>
      <p className={styles.amount}>{amount}</p>
      <p className={styles.muted}>You pay on Razorpay’s secure checkout: card, UPI, net banking or wallet.</p>
      {finish.error && <FormAlert>{finish.error.message}</FormAlert>}
      <div className={styles.actions}>
        <Button
          variant="primary"
          size="lg"
          block
          disabled={!scriptReady}
          loading={finish.isPending}
          onClick={open}
        >
          Pay {amount} securely
        </Button>
      </div>
    </section>
  );
}
