'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getUserDetail } from '@/lib/api/profile.ts';
import { RefusedAccess } from '@/components/auth/refused-access.client.tsx';
import { profileKeys } from '../../../profile/use-learner.ts';
import { FileApplications } from './file-applications.client.tsx';
import { FileDocuments } from './file-documents.client.tsx';
import { FileNotes } from './file-notes.client.tsx';
import { FileProfile } from './file-profile.client.tsx';
import { FileRecommendations } from './file-recommendations.client.tsx';
import styles from './learner-file.module.css';

/**
 * A learner's file: profile, preferences and test scores; documents and requests; applications with
 * their stages; notes; recommendations. Every part is the learner's own API route, which lets only
 * their counsellor and admins in; anyone else gets the not-allowed page.
 */
export function LearnerFile({ userId }: { userId: string }) {
  const detail = useQuery({
    queryKey: profileKeys.of(userId, 'detail'),
    queryFn: () => getUserDetail(userId),
  });
  return (
    <RefusedAccess error={detail.error} title="This learner’s file is not yours to open">
      <div className={styles.file}>
        <p>
          <Link href={siteRoutes.adminLearners()}>Learners</Link>
        </p>
        <h1>{detail.data ? detail.data.fullName : 'Learner’s file'}</h1>
        {detail.data ? (
          <div className={styles.grid}>
            <FileProfile detail={detail.data} />
            <FileDocuments userId={userId} />
            <FileApplications userId={userId} />
            <FileNotes userId={userId} />
            <FileRecommendations userId={userId} />
          </div>
        ) : (
          <p aria-busy={detail.isPending}>{detail.error?.message ?? 'Loading the learner’s file…'}</p>
        )}
      </div>
    </RefusedAccess>
  );
}
