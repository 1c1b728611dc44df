import Link from 'next/link';
import type { ExamSummary, ExamPageSummary } from '@meridian/domain/content/exams';
import type {
  ListingExam as ListingExamFigures,
  ListingExamCourse,
} from '@meridian/domain/catalogue/listing-exam';
import { formatExamScore } from '@meridian/domain/profile/exam-groups';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { Table, type TableColumnSpec } from '@/components/ui/table.tsx';
import { SampleCoursesNote } from './sample-courses-note.tsx';
import styles from './catalogue.module.css';

/**
 * One exam in a listing's context (`/usa/masters/computer-science/gre`): what the listing's courses
 * ask for on it, the courses asking most, and the exam's own guide.
 */
export function ListingExam({
  figures,
  listing,
  guide,
}: {
  figures: ListingExamFigures;
  listing: { heading: string; path: string };
  guide: (ExamSummary & { pages: readonly ExamPageSummary[] }) | undefined;
}) {
  const score = (n: number) => formatExamScore(figures.exam, n);
  const { lowest, median, highest } = figures.minScores;
  const columns: TableColumnSpec<ListingExamCourse>[] = [
    {
      key: 'course',
      header: 'Course',
      rowHeader: true,
      cell: (c) => <Link href={siteRoutes.course(c)}>{c.title}</Link>,
    },
    { key: 'university', header: 'University', cell: (c) => c.university.name },
    { key: 'minimum', header: `Minimum ${figures.name}`, numeric: true, cell: (c) => score(c.minScore) },
  ];
  return (
    <>
      <p>
        {`Of the ${figures.courseCount} courses listed under ${listing.heading}, ${figures.acceptingCount} ask for the ${figures.name}, with minimum scores from ${score(lowest)} to ${score(highest)} on its ${score(figures.scale.min)}–${score(figures.scale.max)} scale.`}
      </p>
      <dl className={styles.meta}>
        <div>
          <dt>Courses asking for it</dt>
          <dd>
            {figures.acceptingCount} of {figures.courseCount}
          </dd>
        </div>
        <div>
          <dt>Lowest minimum</dt>
          <dd>{score(lowest)}</dd>
        </div>
        <div>
          <dt>Median minimum</dt>
          <dd>{score(median)}</dd>
        </div>
        <div>
          <dt>Highest minimum</dt>
          <dd>{score(highest)}</dd>
        </div>
      </dl>
      <section className={styles.section} aria-labelledby="highest-title">
        <h2 id="highest-title">Courses asking the highest {figures.name} score</h2>
        <Table
          caption={`The ${figures.highest.length} courses of this listing with the highest minimum ${figures.name} score`}
          captionHidden
          columns={columns}
          rows={figures.highest}
          rowKey={(c) => `${c.university.slug}/${c.slug}`}
          layout="stack"
        />
        <SampleCoursesNote courses={figures.highest} />
        <p>
          <a href={sitePath(listing.path)}>All {listing.heading}</a>
        </p>
      </section>
      {guide && (
        <section className={styles.section} aria-labelledby="guide-title">
          <h2 id="guide-title">About the {guide.name}</h2>
          <p>{guide.intro}</p>
          <p>
            <a href={sitePath(siteRoutes.exam(guide.slug))}>The {guide.name} guide</a>
          </p>
          <ul className={styles.linkList}>
            {guide.pages.map((page) => (
              <li key={page.slug}>
                <a href={sitePath(siteRoutes.examPage(guide.slug, page.slug))}>{page.title}</a>
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  );
}
