'use client';

import { useQuery } from '@tanstack/react-query';
import { getDashboardApplications } from '@/lib/api/profile.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
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
  return (
    <QueryState query={applications}>
      {({ applications: list }) =>
        list.length === 0 ? (
          <p className={styles.muted}>
            Your applications’ progress appears here once your first one is started.
          </p>
        ) : (
          <div className={styles.grid}>
            {list.map((a) => (
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
        )
      }
    </QueryState>
  );
}
