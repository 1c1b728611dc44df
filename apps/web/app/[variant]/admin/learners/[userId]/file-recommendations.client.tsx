'use client';

import { SampleCoursesNote } from '@/components/catalogue/sample-courses-note.tsx';
import Link from 'next/link';
import { formatInstantDate } from '@meridian/domain/format-date';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { useMyRecommendations } from '@/components/recommendation/my-recommendations.client.tsx';
import styles from './learner-file.module.css';

/** The counsellor's recommendations to the learner, what the learner shortlisted, and recommending more. */
export function FileRecommendations({ userId }: { userId: string }) {
  const list = useMyRecommendations(userId);
  return (
    <section className={styles.section} aria-labelledby="file-recommendations">
      <h2 id="file-recommendations">Recommendations</h2>
      {!list.data && <p aria-busy={list.isPending}>{list.error?.message ?? 'Loading…'}</p>}
      {list.data?.recommendations.length === 0 && <p className={styles.muted}>No course recommended yet.</p>}
      {list.data?.recommendations.map((recommendation) => (
        <article
          key={recommendation.id}
          aria-label={`Recommendation of ${formatInstantDate(recommendation.createdAt)}`}
        >
          <h3>
            {formatInstantDate(recommendation.createdAt)}, by{' '}
            {recommendation.counsellor ?? 'a former counsellor'}
            {recommendation.appliedAt ? ` (applied ${formatInstantDate(recommendation.appliedAt)})` : ''}
          </h3>
          {recommendation.note && <p>{recommendation.note}</p>}
          <SampleCoursesNote courses={recommendation.courses} />
          <ul>
            {recommendation.courses.map((course) => (
              <li key={course.id}>
                {course.title}, {course.university.name}
                {course.shortlisted ? ' (shortlisted)' : ''}
              </li>
            ))}
          </ul>
        </article>
      ))}
      <Link href={siteRoutes.counsellorRecommendation(userId)}>Recommend courses</Link>
    </section>
  );
}
