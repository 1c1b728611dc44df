'use client';

import Link from 'next/link';
import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Transaction } from '@meridian/domain/payment/orders';
import { formatMoney } from '@meridian/domain/money';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { loadSession } from '@/lib/session/use-session.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { useOrder } from '../use-order.ts';
import styles from '../payments.module.css';

/** The outcome of an order: paid (with the receipt), failed (and the learner is still free), or waiting. */
export function PaymentStatus({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient();
  const { order } = useOrder(orderId, { pollWhileOpen: true });
  const status = order.data?.status;
  // A paid purchase changes the learner's tier: the session is read again so the header and profile show it.
  useEffect(() => {
    if (status === 'paid') void loadSession(queryClient);
  }, [status, queryClient]);
  return <QueryState query={order}>{(data) => <Outcome data={data} />}</QueryState>;
}

function Outcome({ data }: { data: Transaction }) {
  const amount = formatMoney(data.amountMinor, data.currency, { fractionDigits: 2 });
  if (data.status === 'paid') {
    return (
      <section className={styles.panel} aria-labelledby="status-title">
        <h1 id="status-title">Payment successful</h1>
        <p>
          You paid {amount} for the {data.programTitle} ({data.packageName} package). You are now a program
          member.
        </p>
        <p className={styles.muted}>Receipt {data.receiptNumber} is on its way to your email.</p>
        <div className={styles.actions}>
          <Link href={siteRoutes.profile()}>Go to your profile</Link>
          {data.receiptUrl && <a href={data.receiptUrl}>Download the receipt (PDF)</a>}
        </div>
      </section>
    );
  }
  if (data.status === 'failed') {
    return (
      <section className={styles.panel} aria-labelledby="status-title">
        <h1 id="status-title">Payment failed</h1>
        <p>{data.failureReason}</p>
        <p>No money was taken and your account is unchanged: you are still on the free account.</p>
        <Link href={siteRoutes.boosterApplyNow(data.programSlug)}>Try again</Link>
      </section>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="status-title" aria-busy="true">
      <h1 id="status-title">Waiting for the payment</h1>
      <p>We are waiting for the gateway to confirm your payment of {amount}. This page updates by itself.</p>
    </section>
  );
}
