'use client';

import type { CourseFilter } from '@meridian/domain/catalogue/course-filter';
import type { CourseSort } from '@meridian/domain/catalogue/course-filter-url';
import type { CourseFacets, FacetName } from '@meridian/domain/catalogue/schemas';
import { FilterControls } from './filter-controls.client.tsx';
import { useFilterAddress } from './use-filter-address.ts';
import styles from './catalogue.module.css';

/** The side panel of a wide screen: each change applies at once (on a phone, FilterSheet instead). */
export function CourseFilters(props: {
  filter: CourseFilter;
  sort: CourseSort;
  facets: CourseFacets;
  shownFacets: readonly FacetName[];
  showFees: boolean;
}) {
  const go = useFilterAddress();
  return (
    <aside className={styles.filters} aria-label="Filters">
      <FilterControls
        idPrefix="panel"
        value={props.filter}
        onChange={(next) => go(next, props.sort)}
        facets={props.facets}
        shownFacets={props.shownFacets}
        showFees={props.showFees}
      />
    </aside>
  );
}
