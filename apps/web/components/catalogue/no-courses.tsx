import Link from 'next/link';
import type { CourseSort } from '@meridian/domain/catalogue/course-filter-url';
import { countWithout, type ActiveFilter } from '@meridian/domain/catalogue/active-filters';
import type { CourseFacets } from '@meridian/domain/catalogue/schemas';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import { ButtonLink } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { filterHref } from './active-filter-chips.tsx';
import styles from './catalogue.module.css';

/**
 * Zero results is not a dead end: which filter to drop (those whose counts say how many courses
 * that gives first, the most first) and a counsellor who can widen the search.
 */
export function NoCourses({
  active,
  facets,
  path,
  sort,
}: {
  active: readonly ActiveFilter[];
  facets: CourseFacets;
  path: string;
  sort: CourseSort;
}) {
  const options = active
    .map((a) => ({ ...a, count: countWithout(a, facets) }))
    .filter((a) => a.count !== 0)
    .sort((a, b) => (b.count ?? -1) - (a.count ?? -1));
  return (
    <EmptyState
      title="No course matches every filter"
      actions={
        <ButtonLink variant="primary" href={siteRoutes.scheduleAppointment()}>
          Ask a counsellor to find courses for you
        </ButtonLink>
      }
    >
      {options.length > 0 ? (
        <>
          <p>Try without one of these:</p>
          <ul className={styles.dropList}>
            {options.map((a) => (
              <li key={a.key}>
                <Link href={filterHref(path, a.without, sort)}>
                  Remove “{a.label}”
                  {a.count !== undefined &&
                    ` (${a.count.toLocaleString('en-IN')} ${a.count === 1 ? 'course' : 'courses'})`}
                </Link>
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p>No course is listed here yet.</p>
      )}
    </EmptyState>
  );
}
