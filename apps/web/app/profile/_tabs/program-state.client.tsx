'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { formatInstantDate } from '@meridian/domain/format-date';
import { listTransactions } from '@/lib/api/payments-client.ts';
import { profileKeys, useLearner } from '../use-learner.ts';

/** The flagship program, whose guide a member enrolled before payments (no order here) reads. */
const DEFAULT_PROGRAM = 'study-abroad-booster';

/** The program the learner bought through the site, if any (the newest paid order). */
export function usePurchasedProgram() {
  const { id: userId } = useLearner();
  const transactions = useQuery({
    queryKey: profileKeys.of(userId, 'transactions'),
    queryFn: () => listTransactions(userId),
  });
  const bought = transactions.data?.transactions.find((t) => t.status === 'paid');
  return { loaded: transactions.isSuccess, bought, programKey: bought?.programSlug ?? DEFAULT_PROGRAM };
}

/** The paid learner's program, paid when, with its receipt; or, for a member enrolled before payments, where programs are. */
export function ProgramState() {
  const { loaded, bought } = usePurchasedProgram();
  if (!loaded) return null;
  return bought ? (
    <p>
      <strong>
        Your program: {bought.programTitle}, {bought.packageName} package
      </strong>
      , paid on {formatInstantDate(bought.paidAt!)}.{' '}
      {bought.receiptUrl && <a href={bought.receiptUrl}>Receipt {bought.receiptNumber} (PDF)</a>}
    </p>
  ) : (
    <p>
      You are a program member from before online payments.{' '}
      <Link href={siteRoutes.boosterProgram()}>See the booster programs</Link>
    </p>
  );
}
