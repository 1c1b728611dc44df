import Link from 'next/link';
import type { CourseCard as Course } from '@meridian/domain/catalogue/schemas';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { formatDuration } from '@meridian/domain/catalogue/format-duration';
import { EXAMS } from '@meridian/domain/catalogue/exams';
import { CourseFee } from './course-fee.client.tsx';
import { shortlistEntry } from '@meridian/domain/profile/favourites';
import { CompareToggle } from './compare.client.tsx';
import { ShortlistButton } from './shortlist-button.client.tsx';
import { UniversityLogo } from './university-logo.tsx';
import styles from './catalogue.module.css';

/** `headingLevel`: 2 where the list sits right under the page's h1, 3 under a section's h2. */
export function CourseCard({ course, headingLevel = 3 }: { course: Course; headingLevel?: 2 | 3 }) {
  const { university } = course;
  const Heading = `h${headingLevel}` as const;
  return (
    <li className={styles.card}>
      <div className={styles.cardHead}>
        <Heading>
          <Link href={siteRoutes.course(course)}>{course.title}</Link>
        </Heading>
        <ShortlistButton entry={shortlistEntry('COURSE', course)} compact />
      </div>
      <p className={`${styles.muted} ${styles.withLogo}`}>
        <UniversityLogo university={university} size={40} />
        <span>
          <Link href={siteRoutes.university(university)}>{university.name}</Link> · {university.city},{' '}
          {university.country.name}
          {university.worldRanking ? ` · QS #${university.worldRanking}` : ''}
        </span>
      </p>
      <dl className={styles.meta}>
        <div>
          <dt>Duration</dt>
          <dd>{formatDuration(course.durationDays)}</dd>
        </div>
        <div>
          <dt>Tuition</dt>
          <dd>
            <CourseFee course={course} />
          </dd>
        </div>
        {course.exams.length > 0 && (
          <div>
            <dt>Tests</dt>
            <dd>{course.exams.map((e) => `${EXAMS[e.exam].name} ${e.minScore}`).join(' · ')}</dd>
          </div>
        )}
      </dl>
      <CompareToggle id={course.id} title={course.title} />
    </li>
  );
}
