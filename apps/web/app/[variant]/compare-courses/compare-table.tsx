import type { ReactNode } from 'react';
import Link from 'next/link';
import type { CourseDetail } from '@meridian/domain/catalogue/schemas';
import { EXAMS } from '@meridian/domain/catalogue/exams';
import { formatDuration } from '@meridian/domain/catalogue/format-duration';
import { LEVEL_NAMES } from '@meridian/domain/catalogue/levels';
import { formatMoney } from '@meridian/domain/money';
import { convertedCost } from '@meridian/domain/catalogue/fee-text';
import type { ExchangeRate } from '@meridian/domain/country/schemas';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import styles from '@/components/catalogue/catalogue.module.css';
import { CourseFee } from '@/components/catalogue/course-fee.client.tsx';
import { TableFrame } from '@/components/ui/table.tsx';
import { monthName } from '@meridian/domain/month-name';

/** "£1,100 (≈ ₹1,23,640)", or on the Vietnam site "£1,100 (≈ VND 37 million)": the visitor's own currency beside it. */
function livingCost(c: CourseDetail, viewer: ExchangeRate | null): string {
  const { amountMinor, currency } = c.city.monthlyLiving;
  const converted = convertedCost(
    { currency, minMinor: amountMinor, maxMinor: amountMinor },
    c.exchangeRate,
    viewer,
  );
  return `${formatMoney(amountMinor, currency)}${converted ? ` (≈ ${converted})` : ''}`;
}

const ROWS: { label: string; cell: (c: CourseDetail, viewer: ExchangeRate | null) => ReactNode }[] = [
  {
    label: 'University',
    cell: (c) => <Link href={siteRoutes.university(c.university)}>{c.university.name}</Link>,
  },
  { label: 'Location', cell: (c) => `${c.city.name}, ${c.university.country.name}` },
  {
    label: 'World ranking',
    cell: (c) => (c.university.worldRanking ? `#${c.university.worldRanking}` : 'Not ranked'),
  },
  { label: 'Level', cell: (c) => LEVEL_NAMES[c.educationLevel] },
  { label: 'Duration', cell: (c) => formatDuration(c.durationDays) },
  { label: 'Tuition', cell: (c) => <CourseFee course={c} rate={c.exchangeRate} /> },
  { label: 'Intakes', cell: (c) => c.intakes.map((m) => monthName(m, 'short')).join(', ') },
  {
    label: 'Tests and minimum scores',
    cell: (c) =>
      c.exams.length ? c.exams.map((e) => `${EXAMS[e.exam].name} ${e.minScore}`).join(', ') : 'None listed',
  },
  {
    label: 'Living cost a month',
    cell: livingCost,
  },
];

/**
 * The courses side by side; each column can be taken out, which gives the link without it. On a
 * phone the table scrolls inside its frame with the row names kept in view.
 */
export function CompareTable({
  courses,
  viewer,
}: {
  courses: readonly CourseDetail[];
  /** The rupee rate of the site's currency (`viewerRate`); none on the India site. */
  viewer: ExchangeRate | null;
}) {
  const ids = courses.map((c) => c.id);
  return (
    <TableFrame>
      <thead>
        <tr>
          <th scope="col">
            <span className="visually-hidden">Detail</span>
          </th>
          {courses.map((c) => (
            <th key={c.id} scope="col">
              <Link href={siteRoutes.course(c)}>{c.title}</Link>{' '}
              <Link
                className={styles.muted}
                href={siteRoutes.compareCourses(ids.filter((id) => id !== c.id))}
              >
                Remove<span className="visually-hidden"> {c.title}</span>
              </Link>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {ROWS.map((row) => (
          <tr key={row.label}>
            <th scope="row">{row.label}</th>
            {courses.map((c) => (
              <td key={c.id}>{row.cell(c, viewer)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </TableFrame>
  );
}
