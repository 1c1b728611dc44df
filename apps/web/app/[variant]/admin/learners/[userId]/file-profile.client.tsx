'use client';

import { useQuery } from '@tanstack/react-query';
import { EXAM_GROUPS, examScoreText } from '@meridian/domain/profile/exam-groups';
import { PROFILE_SECTIONS, profileCompletion } from '@meridian/domain/profile/profile-details';
import type { UserDetail } from '@meridian/domain/profile/profile-details';
import type { ExamEntry } from '@meridian/domain/profile/profile-forms';
import { EXAMS } from '@meridian/domain/catalogue/exams';
import { getCounsellor, getExamGroup, getPreference } from '@/lib/api/profile.ts';
import { PreferenceFacts } from '@/components/profile/preference-facts.tsx';
import { profileKeys } from '../../../profile/use-learner.ts';
import styles from './learner-file.module.css';

const loading = (query: { isPending: boolean; error: Error | null }) => (
  <p aria-busy={query.isPending}>{query.error?.message ?? 'Loading…'}</p>
);

function Preferences({ userId }: { userId: string }) {
  const preference = useQuery({
    queryKey: profileKeys.of(userId, 'preference'),
    queryFn: () => getPreference(userId),
  });
  if (preference.isPending || preference.error) return loading(preference);
  const p = preference.data;
  if (!p) return <p className={styles.muted}>No study-abroad preferences yet.</p>;
  return <PreferenceFacts preference={p} className={styles.facts} />;
}

const EXAM_STATUS = { TAKEN: 'taken', BOOKED: 'booked', PREPARING: 'preparing' } as const;

function examText(entry: ExamEntry): string {
  const name = EXAMS[entry.exam].name;
  const what = entry.score !== undefined ? examScoreText(entry.exam, entry.score) : name;
  return `${what} (${EXAM_STATUS[entry.status]}${entry.testDate ? `, ${entry.testDate}` : ''})`;
}

function TestScores({ userId }: { userId: string }) {
  const groups = useQuery({
    queryKey: profileKeys.of(userId, 'exam-groups'),
    queryFn: () => Promise.all(EXAM_GROUPS.map((group) => getExamGroup(userId, group.id))),
  });
  if (!groups.data) return loading(groups);
  const entries = groups.data.flatMap((group) => group.exams);
  if (entries.length === 0) return <p className={styles.muted}>No tests recorded yet.</p>;
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.exam}>{examText(entry)}</li>
      ))}
    </ul>
  );
}

function Counsellor({ userId }: { userId: string }) {
  const counsellor = useQuery({
    queryKey: profileKeys.of(userId, 'counsellor'),
    queryFn: () => getCounsellor(userId),
  });
  if (!counsellor.data) return <>…</>;
  return <>{counsellor.data.counsellor?.fullName ?? 'Unassigned'}</>;
}

/** Who the learner is, how far their profile is filled in, what they want and their test scores. */
export function FileProfile({ detail }: { detail: UserDetail }) {
  const { userProfile } = detail;
  const missing = PROFILE_SECTIONS.filter((s) => !userProfile.completed.includes(s.key));
  return (
    <section className={styles.section} aria-labelledby="file-profile">
      <h2 id="file-profile">Profile</h2>
      <dl className={styles.facts}>
        <dt>Mobile</dt>
        <dd>{detail.mobile ?? '—'}</dd>
        <dt>Email</dt>
        <dd>
          {detail.email ?? '—'}
          {detail.email && !detail.emailVerified ? ' (not verified)' : ''}
        </dd>
        <dt>Program</dt>
        <dd>{detail.paidUser ? 'Paid program member' : 'Free'}</dd>
        <dt>Counsellor</dt>
        <dd>
          <Counsellor userId={detail.id} />
        </dd>
        <dt>Profile</dt>
        <dd>
          {profileCompletion(userProfile.completed)}% complete
          {missing.length > 0 && `; missing ${missing.map((s) => s.name.toLowerCase()).join(', ')}`}
        </dd>
      </dl>
      <h3>Preferences</h3>
      <Preferences userId={detail.id} />
      <h3>Test scores</h3>
      <TestScores userId={detail.id} />
    </section>
  );
}
