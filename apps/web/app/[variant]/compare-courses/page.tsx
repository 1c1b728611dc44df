import type { Metadata } from 'next';
import Link from 'next/link';
import { readCompareLink, type CompareLink } from '@meridian/domain/catalogue/compare';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import { currentRegion } from '@/lib/region/current-region.ts';
import { viewerRate } from '@/lib/region/viewer-rate.ts';
import { contentApi } from '@/lib/api/content-api.ts';
import { compareCourses } from '@/lib/api/catalogue.ts';
import { orNotFound } from '@/lib/api/not-found-on-404.ts';
import { single, type SearchParams } from '@/lib/catalogue/search-params.ts';
import { pageMetadata } from '@/lib/seo/page-metadata.ts';
import { SampleCoursesNote } from '@/components/catalogue/sample-courses-note.tsx';
import { CompareTable } from './compare-table.tsx';
import { CoursePicker } from './course-picker.tsx';
import styles from '@/components/catalogue/catalogue.module.css';

/** Read per request (the visitor's query, or data that must be fresh), so never a cached render. */
export const dynamic = 'force-dynamic';

/**
 * The link is read leniently (see `readCompareLink`); a link none of whose courses exists is a 404,
 * as the API answers.
 */
async function load(searchParams: SearchParams) {
  const query = await searchParams;
  const link = readCompareLink(single(query.ids));
  const { courses, unknownIds } =
    link.ids.length > 0
      ? await orNotFound(compareCourses(contentApi(), link.ids))
      : { courses: [], unknownIds: [] };
  return { link, courses, unknownIds, search: single(query.q) };
}

/**
 * Each comparison is its own page (its title names the courses), but the combinations are endless,
 * so search engines are asked not to index them and to follow their links to the courses instead.
 */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { courses } = await load(searchParams);
  const { currencyName } = REGION_CONFIG[await currentRegion()];
  const names = courses.map((c) => `${c.title}, ${c.university.name}`);
  const metadata = await pageMetadata(
    names.length > 0
      ? {
          title: `Compare ${names.join(' vs ')}`,
          description: `${names.join(' and ')} side by side: tuition in ${currencyName}, duration, intakes, tests, ranking and living costs.`,
          path: siteRoutes.compareCourses(courses.map((c) => c.id)),
        }
      : {
          title: 'Compare courses',
          description: `Pick up to three courses abroad and compare tuition in ${currencyName}, duration, intakes, tests, ranking and living costs side by side.`,
          path: siteRoutes.compareCourses(),
        },
  );
  return { ...metadata, robots: { index: false, follow: true } };
}

function plural(n: number, one: string, many: string): string {
  return n === 1 ? one : many.replace('{n}', String(n));
}

/** What the page left out of the link it was given, in words. */
function linkNotes(link: CompareLink, unknownIds: readonly number[]): string[] {
  const notes: string[] = [];
  if (unknownIds.length > 0) {
    notes.push(
      plural(
        unknownIds.length,
        'One course in this link is no longer listed, so it is not shown.',
        '{n} courses in this link are no longer listed, so they are not shown.',
      ),
    );
  }
  if (link.malformed > 0) {
    notes.push(
      plural(
        link.malformed,
        'One part of this link is not a course number and was ignored.',
        '{n} parts of this link are not course numbers and were ignored.',
      ),
    );
  }
  if (link.overflow > 0) {
    notes.push(
      `A comparison holds up to three courses, so the first three are shown and ${plural(link.overflow, 'one more was', '{n} more were')} left out.`,
    );
  }
  return notes;
}

/** /compare-courses?ids=1,2,3: a shareable side-by-side of up to three courses, with a picker to add one. */
export default async function CompareCoursesPage({ searchParams }: { searchParams: SearchParams }) {
  const { link, courses, unknownIds, search } = await load(searchParams);
  const region = await currentRegion();
  const ids = courses.map((c) => c.id);
  const notes = linkNotes(link, unknownIds);
  return (
    <section aria-labelledby="compare-title">
      <h1 id="compare-title">Compare courses</h1>
      {notes.length > 0 && (
        <div role="note" aria-label="About this link">
          <ul>
            {notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        </div>
      )}
      {courses.length > 0 ? (
        <>
          <p className={styles.muted}>
            Share <Link href={siteRoutes.compareCourses(ids)}>this comparison’s address</Link> to show someone
            the same courses.
          </p>
          <SampleCoursesNote courses={courses} />
          <CompareTable courses={courses} viewer={await viewerRate(region)} />
        </>
      ) : (
        <p>
          Pick up to three courses to see their tuition in {REGION_CONFIG[region].currencyName}, duration,
          intakes, tests, ranking and living costs side by side.
        </p>
      )}
      <CoursePicker compared={ids} search={search} />
    </section>
  );
}
