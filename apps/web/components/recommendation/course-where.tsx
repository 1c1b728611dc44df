import type { CourseCard } from '@meridian/domain/catalogue/schemas';
import { CourseFee } from '@/components/catalogue/course-fee.client.tsx';

/** Where a course is taught and what it costs, on one line under its title. */
export function CourseWhere({ course }: { course: CourseCard }) {
  return (
    <>
      {course.university.name}, {course.university.country.name} · <CourseFee course={course} />
    </>
  );
}
