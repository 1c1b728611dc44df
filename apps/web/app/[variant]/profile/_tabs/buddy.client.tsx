'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  BUDDY_MESSAGES_PER_DAY,
  BuddyMessage,
  type Buddy as BuddyProfile,
} from '@meridian/domain/learning/buddy';
import { formatInstantDate } from '@meridian/domain/format-date';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getBuddy, messageBuddy } from '@/lib/api/profile.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { FormAlert, TextAreaField } from '@/components/forms/fields.tsx';
import { useProfileForm } from '@/components/profile/use-profile-form.ts';
import { profileKeys, useLearner } from '../use-learner.ts';
import styles from '../profile.module.css';
import { Button } from '@/components/ui/button.tsx';

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
  const { save, alert, field, submit } = useProfileForm({
    resolver: zodResolver(BuddyMessage),
    defaultValues: { message: '' },
    send: (message: BuddyMessage) => messageBuddy(userId, message),
    clearOnSuccess: true,
  });
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
      <form
        className={`${styles.card} ${styles.form}`}
        onSubmit={submit}
        noValidate
        aria-label="Message your buddy"
      >
        <TextAreaField {...field('message', `Your message to ${buddy.fullName}`)} />
        <p className={styles.muted}>
          Sent by email with your email and mobile, so your buddy can reply; up to {BUDDY_MESSAGES_PER_DAY} a
          day.
        </p>
        {alert && <FormAlert>{alert}</FormAlert>}
        {save.isSuccess && <p role="status">Message sent to {buddy.fullName}.</p>}
        <Button type="submit" variant="primary" disabled={save.isPending}>
          Send message
        </Button>
      </form>
    </div>
  );
}
