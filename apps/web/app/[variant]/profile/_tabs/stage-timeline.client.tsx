'use client';

import { useQuery } from '@tanstack/react-query';
import { formatDate, formatInstantDate } from '@meridian/domain/format-date';
import type { StageProgress } from '@meridian/domain/profile/applications';
import { getApplicationStatus } from '@/lib/api/profile.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { profileKeys } from '../use-learner.ts';
import styles from '../profile.module.css';

const STATUS_TEXT = { PENDING: 'Not started', IN_PROGRESS: 'In progress', COMPLETED: 'Completed' } as const;

function stageDates(stage: StageProgress): string {
  const parts: string[] = [STATUS_TEXT[stage.status]];
  if (stage.completedAt) parts.push(`completed ${formatInstantDate(stage.completedAt)}`);
  else if (stage.startedAt) parts.push(`started ${formatInstantDate(stage.startedAt)}`);
  if (stage.dueOn && stage.status !== 'COMPLETED') parts.push(`due ${formatDate(stage.dueOn)}`);
  return parts.join(' · ');
}

/** One application's stages as a timeline with their dates, and what to do next. */
export function StageTimeline({ userId, applicationId }: { userId: string; applicationId: number }) {
  const status = useQuery({
    queryKey: profileKeys.of(userId, 'status', applicationId),
    queryFn: () => getApplicationStatus(userId, applicationId),
  });
  return (
    <QueryState query={status}>
      {({ stages, next }) => (
        <>
          <ol className={styles.timeline} aria-label="Stages">
            {stages.map((stage) => (
              <li key={stage.stageId} data-status={stage.status}>
                <strong>{stage.name}</strong>
                <div className={styles.muted}>{stageDates(stage)}</div>
              </li>
            ))}
          </ol>
          <p>
            {next ? (
              <>
                <strong>Next:</strong> {next.step}
                {next.dueOn ? ` by ${formatDate(next.dueOn)}` : ''}.
              </>
            ) : (
              'Every stage is completed: have a safe flight!'
            )}
          </p>
        </>
      )}
    </QueryState>
  );
}
