'use client';

import Link from 'next/link';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { formatInstantDate } from '@meridian/domain/format-date';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import type { UserLite } from '@meridian/domain/auth/session';
import type {
  Recommendation,
  RecommendedCourse,
  RecommendedProgram,
} from '@meridian/domain/recommendation/schemas';
import { shortlistEntry } from '@meridian/domain/profile/favourites';
import { ShortlistButton } from '@/components/catalogue/shortlist-button.client.tsx';
import { ProgramWhere } from './program-where.tsx';
import { SampleCoursesNote } from '@/components/catalogue/sample-courses-note.tsx';
import { CourseWhere } from './course-where.tsx';
import { FormAlert } from '@/components/forms/fields.tsx';
import {
  applyRecommendation,
  getMyRecommendations,
  updateShortlist,
} from '@/lib/api/recommendation-client.ts';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { profileKeys } from '@/app/[variant]/profile/use-learner.ts';
import styles from './recommendation.module.css';
import { Button } from '@/components/ui/button.tsx';

export const recommendationKeys = { of: (userId: string) => ['recommendations', userId] as const };

export function useMyRecommendations(userId: string) {
  return useQuery({ queryKey: recommendationKeys.of(userId), queryFn: () => getMyRecommendations(userId) });
}

function CourseItem(props: { userId: string; recommendation: Recommendation; course: RecommendedCourse }) {
  const { userId, recommendation, course } = props;
  const queryClient = useQueryClient();
  const toggle = useMutation({
    mutationFn: () =>
      updateShortlist(userId, {
        updateRecommendation: [
          { recommendationId: recommendation.id, courseId: course.id, shortlisted: !course.shortlisted },
        ],
      }),
    onSuccess: (list) => queryClient.setQueryData(recommendationKeys.of(userId), list),
  });
  return (
    <li className={styles.card}>
      <div className={styles.inline}>
        <span>
          <Link
            href={siteRoutes.course(course)}
            className={course.shortlisted ? styles.shortlisted : undefined}
          >
            {course.title}
          </Link>
          <br />
          <CourseWhere course={course} />
        </span>
        {!recommendation.appliedAt && (
          <Button
            aria-pressed={course.shortlisted}
            disabled={toggle.isPending}
            onClick={() => toggle.mutate()}
          >
            {course.shortlisted ? 'Shortlisted' : 'Shortlist'}
            <span className="visually-hidden"> {course.title}</span>
          </Button>
        )}
      </div>
      {toggle.error && <FormAlert>{toggle.error.message}</FormAlert>}
    </li>
  );
}

/** A recommended program: applied for from its own page, so the learner keeps it on their shortlist. */
export function ProgramItem({ program }: { program: RecommendedProgram }) {
  const entry = shortlistEntry('PROGRAM', {
    ...program,
    university: program.destinationUniversity.university,
  });
  return (
    <li className={styles.card}>
      <div className={styles.inline}>
        <span>
          <Link href={siteRoutes.program(program.slug)}>{program.title}</Link> (accelerator program)
          <br />
          <ProgramWhere program={program} />
        </span>
        <ShortlistButton entry={entry} />
      </div>
    </li>
  );
}

/** Where the learner follows their applications: the Application tab, which only free learners have, else the dashboard. */
const applicationsHref = (learner: UserLite) =>
  siteRoutes.profile(learner.paidUser ? undefined : 'application');

function RecommendationCard({
  learner,
  recommendation,
}: {
  learner: UserLite;
  recommendation: Recommendation;
}) {
  const userId = learner.id;
  const queryClient = useQueryClient();
  const apply = useMutation({
    mutationFn: () => applyRecommendation(userId, recommendation.id),
    // Applying started applications: the profile's lists change too.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: recommendationKeys.of(userId) }),
        queryClient.invalidateQueries({ queryKey: profileKeys.all(userId) }),
      ]),
  });
  const shortlisted = recommendation.courses.filter((course) => course.shortlisted).length;
  return (
    <article
      className={styles.card}
      aria-label={`Recommendation of ${formatInstantDate(recommendation.createdAt)}`}
    >
      <h2>
        From {recommendation.counsellor ?? 'your counsellor'}, {formatInstantDate(recommendation.createdAt)}
      </h2>
      {recommendation.note && <p>{recommendation.note}</p>}
      <SampleCoursesNote courses={recommendation.courses} />
      <ul className={styles.list}>
        {recommendation.courses.map((course) => (
          <CourseItem key={course.id} userId={userId} recommendation={recommendation} course={course} />
        ))}
        {recommendation.programs.map((program) => (
          <ProgramItem key={`program-${program.id}`} program={program} />
        ))}
      </ul>
      {recommendation.courses.length === 0 ? null : recommendation.appliedAt ? (
        <p role="status">
          You applied with {shortlisted} shortlisted {shortlisted === 1 ? 'course' : 'courses'} on{' '}
          {formatInstantDate(recommendation.appliedAt)}. Your counsellor will take it from here.{' '}
          <Link href={applicationsHref(learner)}>Follow your applications</Link>
        </p>
      ) : (
        <p>
          <Button disabled={shortlisted === 0 || apply.isPending} onClick={() => apply.mutate()}>
            Apply with {shortlisted} shortlisted {shortlisted === 1 ? 'course' : 'courses'}
          </Button>
        </p>
      )}
      {apply.error && <FormAlert>{apply.error.message}</FormAlert>}
    </article>
  );
}

/**
 * The learner's recommendations from their counsellor, newest first: shortlist courses, then apply,
 * which starts an application for each shortlisted course; programs go on the learner's shortlist.
 */
export function MyRecommendations({ learner }: { learner: UserLite }) {
  const list = useMyRecommendations(learner.id);
  return (
    <QueryState query={list} loading="Loading your recommendations…">
      {({ recommendations }) =>
        recommendations.length === 0 ? (
          <p className={styles.muted}>Your counsellor has not recommended any courses or programs yet.</p>
        ) : (
          <div className={styles.list}>
            {recommendations.map((recommendation) => (
              <RecommendationCard key={recommendation.id} learner={learner} recommendation={recommendation} />
            ))}
          </div>
        )
      }
    </QueryState>
  );
}
