'use client';

import Link from 'next/link';
import { useQuery } from '@tanstack/react-query';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getFavourites } from '@/lib/api/favourites.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { SavedGpaLine, useSavedGpa } from '@/components/calculators/saved-gpa.client.tsx';
import { ProgramItem } from '@/components/recommendation/my-recommendations.client.tsx';
import { getMyRecommendedPrograms } from '@/lib/api/recommendation-client.ts';
import { profileKeys, useLearner } from '../use-learner.ts';
import { RecommendedCourses } from './recommended-courses.client.tsx';
import styles from '../profile.module.css';

/**
 * The learner's saved GPA beside the ranking. The catalogue's courses carry no minimum GPA, so it
 * cannot rank or filter them; the learner is told so rather than shown a fit that is not checked.
 */
function GpaBasis({ userId }: { userId: string }) {
  const gpa = useSavedGpa(userId);
  if (gpa.isPending || gpa.isError) return null;
  return (
    <p className={styles.muted}>
      {gpa.data ? (
        <>
          <SavedGpaLine gpa={gpa.data} /> Courses here do not list a minimum GPA, so compare it with each
          course’s entry requirements.{' '}
        </>
      ) : (
        'No GPA saved yet. '
      )}
      <Link href={siteRoutes.cgpaToGpaCalculator()}>
        {gpa.data ? 'Convert again' : 'Convert your CGPA and save it'}
      </Link>
    </p>
  );
}

/** The accelerator programs the learner's counsellor recommended, beside the ranked courses (none: left out). */
function RecommendedPrograms({ userId }: { userId: string }) {
  const programs = useQuery({
    queryKey: profileKeys.of(userId, 'recommended-programs'),
    queryFn: getMyRecommendedPrograms,
  });
  if (!programs.data?.programs.length) return null;
  return (
    <div>
      <h3>Programs from your counsellor</h3>
      <ul className={styles.list} aria-label="Programs from your counsellor">
        {programs.data.programs.map((program) => (
          <ProgramItem key={program.id} program={program} />
        ))}
      </ul>
    </div>
  );
}

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
      <RecommendedPrograms userId={userId} />
      <div>
        <h3>Ranked for your profile</h3>
        <GpaBasis userId={userId} />
        <RecommendedCourses userId={userId} />
      </div>
    </div>
  );
}
