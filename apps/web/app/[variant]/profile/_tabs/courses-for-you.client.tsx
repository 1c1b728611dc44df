'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import type { FavouriteList } from '@meridian/domain/profile/courses-for-you';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getFavourites } from '@/lib/api/profile.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { profileKeys, useLearner } from '../use-learner.ts';
import { RecommendedCourses } from './recommended-courses.client.tsx';
import styles from '../profile.module.css';

/**
 * A favourite's page. A course's address is built from its slugs alone: the item's `university` is
 * the university's name, which `siteRoutes.course` would take for an address.
 */
function favouriteHref(item: FavouriteList['favourites'][number]): string {
  if (item.type === 'PROGRAM') return siteRoutes.program(item.slug);
  return siteRoutes.course({
    slug: item.slug,
    countrySlug: item.countrySlug,
    universitySlug: item.universitySlug,
  });
}

/** Courses for you: the learner's favourites, then the catalogue ranked by fit. */
export function CoursesForYou() {
  const { id: userId } = useLearner();
  const favourites = useQuery({
    queryKey: profileKeys.of(userId, 'favourites'),
    queryFn: () => getFavourites(userId),
  });
  return (
    <div className={styles.area}>
      <div className={styles.card}>
        <h3>Your favourites</h3>
        <QueryState query={favourites} loading="Loading your favourites…">
          {({ favourites: list }) =>
            list.length === 0 ? (
              <p className={styles.muted}>No favourites yet: add courses from the list below.</p>
            ) : (
              <ul aria-label="Your favourites">
                {list.map((item) => (
                  <li key={`${item.type}-${item.id}`}>
                    <Link href={favouriteHref(item)}>{item.title}</Link>{' '}
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
