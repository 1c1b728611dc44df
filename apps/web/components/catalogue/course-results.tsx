import type { CourseCard as Course } from '@meridian/domain/catalogue/schemas';
import { CourseCard } from './course-card.tsx';
import { CompareProvider } from './compare.client.tsx';
import { SampleCoursesNote } from './sample-courses-note.tsx';
import styles from './catalogue.module.css';

/**
 * A list of course cards, each with its compare toggle, in the order given; `headingLevel` as
 * CourseCard's. Sample courses among them are said to be samples.
 */
export function CourseResults({
  courses,
  label,
  headingLevel,
}: {
  courses: readonly Course[];
  label?: string;
  headingLevel?: 2 | 3;
}) {
  return (
    <CompareProvider>
      <SampleCoursesNote courses={courses} />
      <ol className={styles.results} aria-label={label}>
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} headingLevel={headingLevel} />
        ))}
      </ol>
    </CompareProvider>
  );
}
