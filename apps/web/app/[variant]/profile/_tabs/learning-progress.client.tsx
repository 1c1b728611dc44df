'use client';

import Link from 'next/link';
import { useSearchParams } from 'next/navigation';
import { useQuery } from '@tanstack/react-query';
import type { ProgressStats } from '@meridian/domain/learning/course';
import { formatInstantDate } from '@meridian/domain/format-date';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { getLearningProgress } from '@/lib/api/profile.ts';
import { ColumnHeads } from '@/components/layout/column-heads.tsx';
import { Pagination } from '@/components/layout/pagination.tsx';
import { QueryState } from '@/components/ui/query-state.client.tsx';
import { profileKeys, useLearner } from '../use-learner.ts';
import { ProgramState } from './program-state.client.tsx';
import styles from '../profile.module.css';

/** The figures of the stats, each with its term. */
const statsOf = (s: ProgressStats) => [
  ['Lessons completed', `${s.lessonsCompleted} of ${s.lessonsTotal}`],
  ['Quizzes taken', `${s.quizzesTaken} of ${s.quizzesTotal}`],
  ['Quiz score', `${s.scorePercent}%`],
];

/** Learning Progress: the stats and quiz score of the course, and each lesson and quiz, 100 a page. */
export function LearningProgress() {
  const { id: userId } = useLearner();
  const page = Number(useSearchParams().get('page') ?? '1') || 1;
  const progress = useQuery({
    queryKey: profileKeys.of(userId, 'learning', 'progress', page),
    queryFn: () => getLearningProgress(userId, page),
  });
  return (
    <div className={styles.area}>
      <ProgramState />
      <QueryState query={progress}>
        {(list) => (
          <>
            <dl className={styles.stats} aria-label="Your progress">
              {statsOf(list.stats).map(([term, figure]) => (
                <div key={term}>
                  <dt>{term}</dt>
                  <dd>{figure}</dd>
                </div>
              ))}
            </dl>
            <p>
              <Link href={siteRoutes.profile('lms')} className={styles.button}>
                Open the learning platform
              </Link>
            </p>
            <table className={styles.table}>
              <caption>Lessons and quizzes</caption>
              <ColumnHeads names={['Module', 'Lesson or quiz', 'Status']} />
              <tbody>
                {list.items.map((item) => (
                  <tr key={`${item.kind}-${item.title}`}>
                    <td>{item.moduleTitle}</td>
                    <td>{item.title}</td>
                    <td>
                      {!item.done
                        ? 'Not yet'
                        : item.kind === 'quiz'
                          ? `Best score ${item.score} of ${item.outOf}`
                          : `Completed ${formatInstantDate(item.at!)}`}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pagination route={siteRoutes.profile('learning-progress')} list={list} />
          </>
        )}
      </QueryState>
    </div>
  );
}
