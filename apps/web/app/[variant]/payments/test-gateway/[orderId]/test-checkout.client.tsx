'use client';

import { useRouter } from 'next/navigation';
import { useMutation } from '@tanstack/react-query';
import type { Transaction } from '@meridian/domain/payment/orders';
import { formatMoney } from '@meridian/domain/money';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { completeTestCheckout, postCheckoutCallback } from '@/lib/api/payments-client.ts';
import { FormAlert } from '@/components/forms/fields.tsx';
import { Button } from '@/components/ui/button.tsx';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { useOrder } from '../../use-order.ts';
import styles from '../../payments.module.css';

/**
 * A checkout that moves no money: it pays or fails the order as a card payment at the gateway
 * would, then posts the gateway's signed answer to the API exactly as Razorpay's checkout does.
 */
export function TestCheckout({ orderId }: { orderId: string }) {
  const { order } = useOrder(orderId);
  return <QueryState query={order}>{(data) => <Gateway orderId={orderId} data={data} />}</QueryState>;
}

function Gateway({ orderId, data }: { orderId: string; data: Transaction }) {
  const router = useRouter();
  const finish = useMutation({
    mutationFn: async (outcome: 'success' | 'failure') =>
      postCheckoutCallback(await completeTestCheckout(orderId, { outcome })),
    onSuccess: () => router.push(siteRoutes.paymentStatus(orderId)),
  });
  return (
    <section className={styles.panel} aria-labelledby="checkout-title">
      <h1 id="checkout-title">Test payment gateway</h1>
      <p className={styles.muted}>
        No money moves here: this gateway stands in for the real one outside production.
      </p>
      <p>
        {data.programTitle}, {data.packageName} package
      </p>
      <p className={styles.amount}>{formatMoney(data.amountMinor, data.currency, { fractionDigits: 2 })}</p>
      {finish.error && <FormAlert>{finish.error.message}</FormAlert>}
      <div className={styles.actions}>
        <Button variant="primary" disabled={finish.isPending} onClick={() => finish.mutate('success')}>
          Pay {formatMoney(data.amountMinor, data.currency, { fractionDigits: 2 })}
        </Button>
        <Button disabled={finish.isPending} onClick={() => finish.mutate('failure')}>
          Decline the payment
        </Button>
      </div>
    </section>
  );
}
