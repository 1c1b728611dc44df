'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { formatInstantDate } from '@meridian/domain/format-date';
import { getDashboardApplications } from '@/lib/api/profile.ts';
import { listTransactions } from '@/lib/api/payments-client.ts';
import { profileKeys, useLearner } from '../use-learner.ts';
import styles from '../profile.module.css';

/** What each paid feature gives once a program is purchased. */
const FEATURES = {
  'learning-progress': 'Your course progress and scores appear here once your program’s lessons begin.',
  guide:
    'Your learner’s guide is the handbook of the program you purchase: schedules, resources and contacts.',
  buddy: 'Your buddy is a student already at your university who answers your questions before you fly.',
  lms: 'The learning platform opens your program’s lessons, tests and recordings.',
} as const;

/**
 * The paid tabs' real state for this learner: the program they bought through the site, or, when
 * there is none (a member enrolled before payments), where to find one; a buddy also waits for an
 * offer letter.
 */
export function ProgramState({ feature }: { feature: keyof typeof FEATURES }) {
  const { id: userId } = useLearner();
  const applications = useQuery({
    queryKey: profileKeys.of(userId, 'dashboard-applications'),
    queryFn: () => getDashboardApplications(userId),
    enabled: feature === 'buddy',
  });
  const transactions = useQuery({
    queryKey: profileKeys.of(userId, 'transactions'),
    queryFn: () => listTransactions(userId),
  });
  const bought = transactions.data?.transactions.find((t) => t.status === 'paid');
  const offerStage = applications.data?.applications.some(
    (a) => a.currentStage === null || a.currentStage.stageId > 20,
  );
  return (
    <div className={styles.card}>
      <p>{FEATURES[feature]}</p>
      {bought ? (
        <p>
          <strong>
            Your program: {bought.programTitle}, {bought.packageName} package
          </strong>
          , paid on {formatInstantDate(bought.paidAt!)}.{' '}
          {bought.receiptUrl && <a href={bought.receiptUrl}>Receipt {bought.receiptNumber} (PDF)</a>}
        </p>
      ) : (
        transactions.data && (
          <p>
            <strong>No program purchased yet.</strong>{' '}
            <Link href={siteRoutes.boosterProgram()}>See the booster program</Link>
          </p>
        )
      )}
      {feature === 'buddy' && applications.data && (
        <p className={styles.muted}>
          {offerStage
            ? 'You have an offer: a buddy can be matched as soon as your program starts.'
            : 'A buddy is matched once you hold an offer letter.'}
        </p>
      )}
    </div>
  );
}
