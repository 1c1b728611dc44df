'use client';

import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CourseFilter } from '@meridian/domain/catalogue/course-filter';
import { encodeCourseFilter, type CourseSort } from '@meridian/domain/catalogue/course-filter-url';
import { activeFilters, totalFromFacets } from '@meridian/domain/catalogue/active-filters';
import type { CourseFacets, FacetName } from '@meridian/domain/catalogue/schemas';
import { Button } from '@/components/ui/button.tsx';
import { Sheet } from '@/components/ui/sheet.client.tsx';
import { FilterControls } from './filter-controls.client.tsx';
import { useFilterAddress } from './use-filter-address.ts';
import styles from './catalogue.module.css';

/*
 * The counts' call (the API client and the facets' schema, zod with them) is fetched when the sheet
 * is first opened: the listing's first scripts carry no schema library.
 */
const fetchCourseFacets = (filter: string, signal: AbortSignal) =>
  import('@/lib/api/catalogue-client.ts').then((client) => client.fetchCourseFacets(filter, signal));

const showText = (n: number) => `Show ${n.toLocaleString('en-IN')} ${n === 1 ? 'course' : 'courses'}`;

/**
 * A phone's filters: "Filters (n)" opens a full-screen sheet whose choices make a draft; its
 * sticky button says how many courses the draft gives (the facet counts, asked for as it changes)
 * and applies it.
 */
export function FilterSheet({
  filter,
  scope,
  sort,
  facets,
  shownFacets,
  showFees,
}: {
  filter: CourseFilter;
  /** What the page's path fixes (country, level, subject), added to every count asked for. */
  scope: CourseFilter;
  sort: CourseSort;
  facets: CourseFacets;
  shownFacets: readonly FacetName[];
  showFees: boolean;
}) {
  const go = useFilterAddress();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(filter);
  const scoped = { ...draft, ...scope };
  const encoded = encodeCourseFilter(scoped);
  const applied = encoded === encodeCourseFilter({ ...filter, ...scope });
  const counts = useQuery({
    queryKey: ['course-facets', encoded],
    queryFn: ({ signal }) => fetchCourseFacets(encoded, signal),
    initialData: applied ? facets : undefined,
    placeholderData: keepPreviousData,
    enabled: open,
  });
  const shown = counts.data ?? facets;
  const total = totalFromFacets(shown, scoped.educationLevel);
  const chosen = activeFilters(filter).length;
  const openSheet = () => {
    setDraft(filter);
    setOpen(true);
  };
  const apply = () => {
    setOpen(false);
    go(draft, sort);
  };
  return (
    <>
      <Button className={styles.filtersButton} onClick={openSheet} aria-haspopup="dialog">
        Filters{chosen > 0 ? ` (${chosen})` : ''}
      </Button>
      <Sheet
        open={open}
        onClose={() => setOpen(false)}
        title="Filters"
        footer={
          <div className={styles.sheetFooter}>
            <Button variant="ghost" onClick={() => setDraft({})} disabled={activeFilters(draft).length === 0}>
              Clear all
            </Button>
            <Button variant="primary" block onClick={apply} aria-busy={counts.isFetching || undefined}>
              {showText(total)}
            </Button>
          </div>
        }
      >
        {open && (
          <div className={styles.sheetRows}>
            <FilterControls
              idPrefix="sheet"
              value={draft}
              onChange={setDraft}
              facets={shown}
              shownFacets={shownFacets}
              showFees={showFees}
            />
          </div>
        )}
      </Sheet>
    </>
  );
}
