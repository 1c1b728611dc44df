'use client';

import type { CourseFilter } from '@meridian/domain/catalogue/course-filter';
import { COURSE_SORTS, type CourseSort } from '@meridian/domain/catalogue/course-filter-url';
import { Select } from '@/components/ui/select.tsx';
import { useFilterAddress } from './use-filter-address.ts';
import styles from './catalogue.module.css';

const SORT_LABELS: Record<CourseSort, string> = {
  ranking: 'Best ranked first',
  'fee-asc': 'Lowest fee first',
  'fee-desc': 'Highest fee first',
  duration: 'Shortest first',
};

/** The listing's order; a change keeps the filter and starts again at page one. */
export function SortSelect({ filter, sort }: { filter: CourseFilter; sort: CourseSort }) {
  const go = useFilterAddress();
  return (
    <Select
      className={styles.sort}
      value={sort}
      onChange={(e) => go(filter, COURSE_SORTS.find((option) => option === e.target.value) ?? sort)}
      aria-label="Sort courses"
    >
      {COURSE_SORTS.map((option) => (
        <option key={option} value={option}>
          {SORT_LABELS[option]}
        </option>
      ))}
    </Select>
  );
}
