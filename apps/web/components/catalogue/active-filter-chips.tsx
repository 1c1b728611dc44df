import type { CourseFilter } from '@meridian/domain/catalogue/course-filter';
import { encodeCourseFilter, type CourseSort } from '@meridian/domain/catalogue/course-filter-url';
import type { ActiveFilter } from '@meridian/domain/catalogue/active-filters';
import { withQuery } from '@meridian/domain/routes/site-routes';
import { Chip } from '@/components/ui/chip.tsx';
import styles from './catalogue.module.css';

/** The listing's address with another filter, same sort, from page one. */
export function filterHref(path: string, filter: CourseFilter, sort: CourseSort): string {
  return withQuery(path, {
    filter: encodeCourseFilter(filter) || undefined,
    sort: sort === 'ranking' ? undefined : sort,
  });
}

/** The chosen filters above the results, each removable by a link (no script needed), and "Clear all". */
export function ActiveFilterChips({
  active,
  path,
  sort,
}: {
  active: readonly ActiveFilter[];
  path: string;
  sort: CourseSort;
}) {
  if (active.length === 0) return null;
  return (
    <ul className={styles.activeChips} aria-label="Chosen filters">
      {active.map((a) => (
        <li key={a.key}>
          <Chip removeHref={filterHref(path, a.without, sort)} removeLabel={`Remove filter: ${a.label}`}>
            {a.label}
          </Chip>
        </li>
      ))}
      {active.length > 1 && (
        <li>
          <Chip removeHref={filterHref(path, {}, sort)} removeLabel="Clear all filters">
            Clear all
          </Chip>
        </li>
      )}
    </ul>
  );
}
