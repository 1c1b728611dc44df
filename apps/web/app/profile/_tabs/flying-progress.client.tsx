'use client';

import { useQuery } from '@tanstack/react-query';
import { getDashboardApplications } from '@/lib/api/profile.ts';
import { profileKeys, useLearner } from '../use-learner.ts';
import { StageTimeline } from './stage-timeline.client.tsx';
import { DepartureChecklist } from './departure-checklist.client.tsx';
import styles from '../profile.module.css';

/**
 * Flying progress: the pre-departure checklist, and every application's road from documents to the
 * flight, with dates and next steps.
 */
export function FlyingProgress() {
  return (
    <div className={styles.area}>
      <DepartureChecklist />
      <ApplicationRoads />
    </div>
  );
}

function ApplicationRoads() {
  const { id: userId } = useLearner();
  const applications = useQuery({
    queryKey: profileKeys.of(userId, 'dashboard-applications'),
    queryFn: () => getDashboardApplications(userId),
  });
  if (!applications.data)
    return <p aria-busy={applications.isPending}>{applications.error?.message ?? 'Loading…'}</p>;
  if (applications.data.applications.length === 0) {
    return (
      <p className={styles.muted}>Your applications’ progress appears here once your first one is started.</p>
    );
  }
  return (
    <div className={styles.grid}>
      {applications.data.applications.map((a) => (
        <section
          key={a.applicationId}
          className={styles.card}
          aria-label={`${a.programName}, ${a.university}`}
        >
          <h3>
            {a.programName}, {a.university}
          </h3>
          <StageTimeline userId={userId} applicationId={a.applicationId} />
        </section>
      ))}
    </div>
  );
}
