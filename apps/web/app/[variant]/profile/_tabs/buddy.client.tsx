'use client';

import Link from 'next/link';
import { useMutation, useQuery } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { BUDDY_MESSAGES_PER_DAY, type Buddy as BuddyProfile } from '@meridian/domain/learning/buddy';
import { formatInstantDate } from '@meridian/domain/format-date';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getBuddy, messageBuddy } from '@/lib/api/profile.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { profileKeys, useLearner } from '../use-learner.ts';
import styles from '../profile.module.css';

/** {product} Buddy: the senior student of the learner's destination, and a message to them. */
export function Buddy() {
  const { id: userId } = useLearner();
  const assignment = useQuery({ queryKey: profileKeys.of(userId, 'buddy'), queryFn: () => getBuddy(userId) });
  return (
    <QueryState query={assignment}>
      {({ buddy, destination }) =>
        buddy ? <BuddyCard userId={userId} buddy={buddy} /> : <NoBuddy destination={destination} />
      }
    </QueryState>
  );
}

function NoBuddy({ destination }: { destination: string | null }) {
  return (
    <p className={styles.muted}>
      {destination
        ? `No senior student going to ${destination} is free to be a buddy yet; we match you as soon as one is.`
        : 'Your buddy is a senior student at your destination. Tell us where you are going in your study preferences and a buddy is matched.'}{' '}
      {!destination && <Link href={siteRoutes.profile()}>Go to your dashboard</Link>}
    </p>
  );
}

function BuddyCard({ userId, buddy }: { userId: string; buddy: BuddyProfile }) {
  const send = useMutation({ mutationFn: (message: string) => messageBuddy(userId, { message }) });
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    send.mutate(String(new FormData(form).get('message')), { onSuccess: () => form.reset() });
  };
  return (
    <div className={styles.grid}>
      <section className={styles.card} aria-labelledby="buddy-name">
        <h3 id="buddy-name">{buddy.fullName}</h3>
        <p>
          {buddy.course}, {buddy.university} ({buddy.destination})
        </p>
        <p>{buddy.about}</p>
        <p className={styles.muted}>Your buddy since {formatInstantDate(buddy.assignedAt)}.</p>
      </section>
      <form className={`${styles.card} ${styles.form}`} onSubmit={onSubmit} aria-label="Message your buddy">
        <label>
          Your message to {buddy.fullName}
          <textarea name="message" rows={5} minLength={10} maxLength={2000} required />
        </label>
        <p className={styles.muted}>
          Sent by email with your email and mobile, so your buddy can reply; up to {BUDDY_MESSAGES_PER_DAY} a
          day.
        </p>
        {send.error && (
          <p role="alert" className={styles.error}>
            {send.error.message}
          </p>
        )}
        {send.isSuccess && <p role="status">Message sent to {buddy.fullName}.</p>}
        <button type="submit" className={styles.button} disabled={send.isPending}>
          Send message
        </button>
      </form>
    </div>
  );
}
