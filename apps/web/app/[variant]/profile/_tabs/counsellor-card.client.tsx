'use client';

import { useQuery } from '@tanstack/react-query';
import { formatInstantDate } from '@meridian/domain/format-date';
import { getCounsellor } from '@/lib/api/profile.ts';
import type { CounsellorDetails } from '@meridian/domain/profile/profile-details';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { Avatar } from '@/components/ui/avatar.tsx';
import { profileKeys } from '../use-learner.ts';
import styles from '../profile.module.css';

/** The counsellor looking after the learner, or when one will be. */
export function CounsellorCard({ userId }: { userId: string }) {
  const counsellor = useQuery({
    queryKey: profileKeys.of(userId, 'counsellor'),
    queryFn: () => getCounsellor(userId),
  });
  return <QueryState query={counsellor}>{(data) => <Counsellor counsellor={data.counsellor} />}</QueryState>;
}

function Counsellor({ counsellor: c }: { counsellor: CounsellorDetails['counsellor'] }) {
  if (!c) return <p className={styles.muted}>No counsellor is assigned to you yet.</p>;
  return (
    <dl>
      <dt>Name</dt>
      <dd className={styles.counsellorName}>
        <Avatar name={c.fullName} photo={c.photo} size={48} />
        {c.fullName}
      </dd>
      {c.email && (
        <>
          <dt>Email</dt>
          <dd>
            <a href={`mailto:${c.email}`}>{c.email}</a>
          </dd>
        </>
      )}
      {c.mobile && (
        <>
          <dt>Phone</dt>
          <dd>
            <a href={`tel:${c.mobile}`}>{c.mobile}</a>
          </dd>
        </>
      )}
      <dt>Your counsellor since</dt>
      <dd>{formatInstantDate(c.since)}</dd>
    </dl>
  );
}
