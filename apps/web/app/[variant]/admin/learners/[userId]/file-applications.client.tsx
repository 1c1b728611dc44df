'use client';

import { useQuery } from '@tanstack/react-query';
import { monthName } from '@meridian/domain/month-name';
import { getDashboardApplications } from '@/lib/api/profile.ts';
import { profileKeys } from '../../../profile/use-learner.ts';
import { StageTimeline } from '../../../profile/_tabs/stage-timeline.client.tsx';
import { MoveStage } from './move-stage-form.client.tsx';
import styles from './learner-file.module.css';

/** Each application with its stage timeline, and moving its stages. */
export function FileApplications({ userId }: { userId: string }) {
  const applications = useQuery({
    queryKey: profileKeys.of(userId, 'dashboard-applications'),
    queryFn: () => getDashboardApplications(userId),
  });
  return (
    <section className={styles.section} aria-labelledby="file-applications">
      <h2 id="file-applications">Applications</h2>
      {!applications.data && (
        <p aria-busy={applications.isPending}>{applications.error?.message ?? 'Loading…'}</p>
      )}
      {applications.data?.applications.length === 0 && (
        <p className={styles.muted}>No application started yet.</p>
      )}
      {applications.data?.applications.map((a) => (
        <article
          key={a.applicationId}
          className={styles.grid}
          aria-label={`${a.programName}, ${a.university}`}
        >
          <div>
            <h3>
              {a.programName}, {a.university} ({a.countryName})
            </h3>
            <p className={styles.muted}>
              Intake {monthName(a.intakeMonth)} {a.intakeYear}
            </p>
            <StageTimeline userId={userId} applicationId={a.applicationId} />
          </div>
          <MoveStage
            userId={userId}
            applicationId={a.applicationId}
            currentStageId={a.currentStage?.stageId}
          />
        </article>
      ))}
    </section>
  );
}
