'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getFavourites } from '@/lib/api/profile.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { profileKeys, useLearner } from '../use-learner.ts';
import { RecommendedCourses } from './recommended-courses.client.tsx';
import styles from '../profile.module.css';

/** Courses for you: the learner's shortlist (their favourites), then the catalogue ranked by fit. */
export function CoursesForYou() {
  const { id: userId } = useLearner();
  const favourites = useQuery({
    queryKey: profileKeys.of(userId, 'favourites'),
    queryFn: () => getFavourites(userId),
  });
  return (
    <div className={styles.area}>
      <div className={styles.card}>
        <h3>Your shortlist</h3>
        <QueryState query={favourites} loading="Loading your shortlist…">
          {({ favourites: list }) =>
            list.length === 0 ? (
              <p className={styles.muted}>
                Nothing shortlisted yet: shortlist courses from the list below or from any course or program
                page.
              </p>
            ) : (
              <ul aria-label="Your shortlist">
                {list.map((item) => (
                  <li key={`${item.type}-${item.id}`}>
                    <Link
                      href={item.type === 'COURSE' ? siteRoutes.course(item) : siteRoutes.program(item.slug)}
                    >
                      {item.title}
                    </Link>{' '}
                    <span className={styles.muted}>
                      {item.university}, {item.countryName}
                    </span>
                  </li>
                ))}
              </ul>
            )
          }
        </QueryState>
      </div>
      <div>
        <h3>Ranked for your profile</h3>
        <RecommendedCourses userId={userId} />
      </div>
    </div>
  );
}
