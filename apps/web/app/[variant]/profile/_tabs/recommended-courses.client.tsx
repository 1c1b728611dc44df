'use client';

import Link from 'next/link';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { PAGE_SIZES } from '@meridian/domain/page-sizes';
import { formatMoney } from '@meridian/domain/money';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import type { RecommendationPage, RecommendedCourse } from '@meridian/domain/profile/courses-for-you';
import { getRecommendations } from '@/lib/api/profile.ts';
import { toggleFavourite } from '@/lib/api/favourites.ts';
import { SampleCoursesNote } from '@/components/catalogue/sample-courses-note.tsx';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { profileKeys } from '../use-learner.ts';
import styles from '../profile.module.css';
import { Button } from '@/components/ui/button.tsx';

const LENGTH = PAGE_SIZES.recommendedCourses;

function CourseFitCard({ userId, course }: { userId: string; course: RecommendedCourse }) {
  const queryClient = useQueryClient();
  const favourite = useMutation({
    mutationFn: () =>
      toggleFavourite(userId, { courseId: course.id, favourite: !course.favourite, type: 'COURSE' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) }),
  });
  return (
    <li className={styles.card}>
      <div className={styles.row}>
        <h4>
          <Link href={siteRoutes.course(course)}>{course.title}</Link>
        </h4>
        <Button
          variant="secondary"
          aria-pressed={course.favourite}
          disabled={favourite.isPending}
          onClick={() => favourite.mutate()}
        >
          <span aria-hidden="true">{course.favourite ? '★' : '☆'}</span>{' '}
          {course.favourite ? 'Shortlisted' : 'Shortlist'}
          <span className="visually-hidden"> {course.title}</span>
        </Button>
      </div>
      <p className={styles.muted}>
        {course.university.name}, {course.university.country.name} ·{' '}
        {formatMoney(course.tuitionInrAnnual * 100, 'INR')} a year
      </p>
      <ul className={styles.fit} aria-label={`Why ${course.title} fits`}>
        {course.fit.fits.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
        {course.fit.missing.map((gap) => (
          <li key={gap} className={styles.missing}>
            {gap}
          </li>
        ))}
      </ul>
    </li>
  );
}

/**
 * Courses for you, 15 at a time (SPEC.md §4): the first page replaces the list, "Show more"
 * appends the next with a loader of its own.
 */
export function RecommendedCourses({ userId }: { userId: string }) {
  const courses = useInfiniteQuery({
    queryKey: profileKeys.of(userId, 'recommendations'),
    queryFn: ({ pageParam }) => getRecommendations(userId, pageParam, LENGTH),
    initialPageParam: 0,
    getNextPageParam: (last) => ((last.page + 1) * LENGTH < last.total ? last.page + 1 : undefined),
  });
  return (
    <QueryState query={courses} loading="Finding courses for you…">
      {({ pages }) => <CourseList courses={courses} pages={pages} userId={userId} />}
    </QueryState>
  );
}

function CourseList({
  userId,
  pages,
  courses,
}: {
  userId: string;
  pages: RecommendationPage[];
  courses: { hasNextPage: boolean; isFetchingNextPage: boolean; fetchNextPage: () => unknown };
}) {
  const list = pages.flatMap((page) => page.courses);
  const total = pages[0]?.total ?? 0;
  if (list.length === 0) {
    return (
      <p className={styles.muted}>
        Tell us what and where you want to study in your <Link href={siteRoutes.leadProfile()}>profile</Link>{' '}
        to see courses for you.
      </p>
    );
  }
  return (
    <div>
      <p className={styles.muted}>
        Showing {list.length} of {total} courses, best fit first.
      </p>
      <SampleCoursesNote courses={list} />
      <ul className={styles.list} aria-label="Courses for you">
        {list.map((course) => (
          <CourseFitCard key={course.id} userId={userId} course={course} />
        ))}
      </ul>
      {courses.hasNextPage && (
        <p>
          <Button
            variant="primary"
            disabled={courses.isFetchingNextPage}
            onClick={() => courses.fetchNextPage()}
          >
            {courses.isFetchingNextPage ? 'Loading more courses…' : 'Show more'}
          </Button>
        </p>
      )}
    </div>
  );
}
