import { SampleNote } from '@/components/ui/sample-note.tsx';

/**
 * Says that generated sample courses (the demo catalogue, never imported in production) are not a
 * university's own offer, wherever one is shown: its page, a listing, a comparison, a
 * recommendation. Renders nothing when none of `courses` is a sample.
 */
export function SampleCoursesNote({
  courses,
  university,
}: {
  courses: readonly { sample: boolean }[];
  /** The one university all of `courses` belong to, named in the note. */
  university?: string;
}) {
  if (!courses.some((course) => course.sample)) return null;
  const what =
    courses.length === 1
      ? 'this course, its fees and intakes were'
      : 'courses here, their fees and intakes were';
  return (
    <SampleNote>
      Sample course data for demonstration: {what} generated for a demo of the site and may not be offered by{' '}
      {university ?? 'the university named'}. Check the university’s own website before you apply.
    </SampleNote>
  );
}
