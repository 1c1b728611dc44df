import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import type { CourseDetail } from '@meridian/domain/catalogue/schemas';
import { CompareQuery } from '@meridian/domain/catalogue/schemas';
import { EXAMS } from '@meridian/domain/catalogue/exams';
import { formatDuration } from '@meridian/domain/catalogue/format-duration';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { formatMoney, toInrMinor } from '@meridian/domain/money';
import { contentApi } from '../../lib/api/content-api.ts';
import { compareCourses } from '../../lib/api/catalogue.ts';
import { orNotFound } from '../../lib/api/not-found-on-404.ts';
import { single, type SearchParams } from '../../lib/catalogue/search-params.ts';
import { pageMetadata } from '../../lib/seo/page-metadata.ts';
import { coursePath } from '../../components/catalogue/course-card.tsx';
import { universityPath } from '../../components/catalogue/university-overview.tsx';
import styles from '../../components/catalogue/catalogue.module.css';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

async function load(searchParams: SearchParams) {
  const parsed = CompareQuery.safeParse({ ids: single((await searchParams).ids) });
  if (!parsed.success) notFound();
  const { courses } = await orNotFound(compareCourses(contentApi(), parsed.data.ids));
  return { ids: parsed.data.ids, courses };
}

/**
 * Each comparison is its own page (its title names the courses), but the combinations are endless,
 * so search engines are asked not to index them and to follow their links to the courses instead.
 */
export async function generateMetadata({ searchParams }: { searchParams: SearchParams }): Promise<Metadata> {
  const { ids, courses } = await load(searchParams);
  const names = courses.map((c) => `${c.title}, ${c.university.name}`);
  const metadata = await pageMetadata({
    title: `Compare ${names.join(' vs ')}`,
    description: `${names.join(' and ')} side by side: tuition in rupees, duration, intakes, tests, ranking and living costs.`,
    path: `/study-abroad/compare-courses?ids=${ids.join(',')}`,
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

function inRupees(amountMinor: number, currency: string, course: CourseDetail): string {
  if (currency === 'INR') return formatMoney(amountMinor, 'INR');
  const rate = course.exchangeRate;
  return rate && rate.currency === currency
    ? formatMoney(toInrMinor(amountMinor, currency, rate.inrPerUnit), 'INR')
    : '—';
}

const ROWS: { label: string; cell: (c: CourseDetail) => ReactNode }[] = [
  { label: 'University', cell: (c) => <Link href={universityPath(c.university)}>{c.university.name}</Link> },
  { label: 'Location', cell: (c) => `${c.city.name}, ${c.university.country.name}` },
  {
    label: 'World ranking',
    cell: (c) => (c.university.worldRanking ? `#${c.university.worldRanking}` : 'Not ranked'),
  },
  { label: 'Level', cell: (c) => LEVEL_NAMES[c.educationLevel] },
  { label: 'Duration', cell: (c) => formatDuration(c.durationDays) },
  {
    label: 'Tuition',
    cell: (c) =>
      c.tuition.amountMinor === 0
        ? 'No tuition fee'
        : `${formatMoney(c.tuition.amountMinor, c.tuition.currency)} ${c.feeType === 'annual' ? 'a year' : 'for the course'}`,
  },
  { label: 'Tuition a year in ₹', cell: (c) => formatMoney(c.tuitionInrAnnual * 100, 'INR') },
  { label: 'Tuition for the whole course in ₹', cell: (c) => formatMoney(c.tuitionInrTotal * 100, 'INR') },
  { label: 'Intakes', cell: (c) => c.intakes.map((m) => MONTHS[m - 1]).join(', ') },
  {
    label: 'Tests and minimum scores',
    cell: (c) =>
      c.exams.length ? c.exams.map((e) => `${EXAMS[e.exam].name} ${e.minScore}`).join(', ') : 'None listed',
  },
  {
    label: 'Living cost a month',
    cell: (c) =>
      `${formatMoney(c.city.monthlyLiving.amountMinor, c.city.monthlyLiving.currency)} (≈ ${inRupees(c.city.monthlyLiving.amountMinor, c.city.monthlyLiving.currency, c)})`,
  },
];

/** /compare-courses?ids=1,2,3: a shareable side-by-side of up to three courses. */
export default async function CompareCoursesPage({ searchParams }: { searchParams: SearchParams }) {
  const { courses } = await load(searchParams);
  return (
    <section aria-labelledby="compare-title">
      <h1 id="compare-title">Compare courses</h1>
      <p className={styles.muted}>Share this page’s address to show someone the same comparison.</p>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <span className="visually-hidden">Detail</span>
            </th>
            {courses.map((c) => (
              <th key={c.id} scope="col">
                <Link href={coursePath(c)}>{c.title}</Link>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              {courses.map((c) => (
                <td key={c.id}>{row.cell(c)}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
