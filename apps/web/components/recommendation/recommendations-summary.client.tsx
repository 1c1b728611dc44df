'use client';

import Link from 'next/link';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { SampleCoursesNote } from '@/components/catalogue/sample-courses-note.tsx';
import { ProgramItem, useMyRecommendations } from './my-recommendations.client.tsx';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import styles from './recommendation.module.css';

/**
 * The dashboard's word on the counsellor's recommendations: the newest list's courses, its programs
 * (each to shortlist here), and where to act on them.
 */
export function RecommendationsSummary({ userId }: { userId: string }) {
  const list = useMyRecommendations(userId);
  return (
    <QueryState query={list}>
      {({ recommendations: [newest] }) =>
        newest ? (
          <>
            <SampleCoursesNote courses={newest.courses} />
            <ul>
              {newest.courses.map((course) => (
                <li key={course.id}>
                  {course.title}, {course.university.name}
                  {course.shortlisted ? ' (shortlisted)' : ''}
                </li>
              ))}
            </ul>
            {newest.programs.length > 0 && (
              <ul aria-label="Recommended programs" className={styles.list}>
                {newest.programs.map((program) => (
                  <ProgramItem key={program.id} program={program} />
                ))}
              </ul>
            )}
            <Link href={siteRoutes.viewRecommendation()}>
              {newest.appliedAt ? 'See your recommendations' : 'Shortlist and apply'}
            </Link>
          </>
        ) : (
          <p className={styles.muted}>Your counsellor has not recommended any courses or programs yet.</p>
        )
      }
    </QueryState>
  );
}
