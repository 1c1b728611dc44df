import { notFound, redirect } from 'next/navigation';
import { CourseSort, decodeCourseFilter, type CourseFilter } from '@meridian/domain/catalogue/course-filter';
import { encodeCourseFilter } from '@meridian/domain/catalogue/course-filter-url';
import { applyScope, listingHeading, type ListingScope } from '@meridian/domain/catalogue/listing-scope';
import { REGION_CONFIG } from '@meridian/domain/region/region-config';
import type { FacetName } from '@meridian/domain/catalogue/schemas';
import { PAGE_SIZES } from '@meridian/domain/page-sizes';
import { courseCountText } from '@meridian/domain/catalogue/count-text';
import { withQuery } from '@meridian/domain/routes/site-routes';
import { contentApi } from '@/lib/api/content-api.ts';
import { getCourseFacets, listCourses } from '@/lib/api/catalogue.ts';
import { currentRegion } from '@/lib/region/current-region.ts';
import { viewerRate } from '@/lib/region/viewer-rate.ts';
import { single, type SearchParams } from '@/lib/catalogue/search-params.ts';
import { activeFilters } from '@meridian/domain/catalogue/active-filters';
import { CourseFilters } from './course-filters.client.tsx';
import { FilterSheet } from './filter-sheet.client.tsx';
import { SortSelect } from './sort-select.client.tsx';
import { ActiveFilterChips } from './active-filter-chips.tsx';
import { NoCourses } from './no-courses.tsx';
import { CourseResults } from './course-results.tsx';
import { listingPageOrNotFound } from '@/lib/listing-page.ts';
import { Pagination } from '@/components/layout/pagination.tsx';
import styles from './catalogue.module.css';

export interface ListingRequest {
  filter: CourseFilter;
  sort: CourseSort;
  /** `?page=` as given: counts from 1. */
  page: string | undefined;
}

/** Reads filter, sort and page from the URL; an undecodable filter goes to /404 (SPEC.md §5). */
export async function readListingRequest(searchParams: SearchParams): Promise<ListingRequest> {
  const params = await searchParams;
  const filter = decodeCourseFilter(single(params.filter));
  if (!filter) redirect('/404');
  const sort = CourseSort.safeParse(single(params.sort)).data ?? 'ranking';
  return { filter, sort, page: single(params.page) };
}

function withoutFees({ fees: _fees, minFee: _min, maxFee: _max, ...rest }: CourseFilter): CourseFilter {
  return rest;
}

/**
 * A course listing page: the path fixes country, level and subject; the URL's filter narrows it.
 * Facets fixed by the path, and those the regional site hides, are not offered; fees are in the
 * site's currency.
 */
export async function CourseListing({
  scope,
  request,
  path,
}: {
  scope: ListingScope;
  request: ListingRequest;
  path: string;
}) {
  const region = await currentRegion();
  const { hiddenFilters: hidden, currency } = REGION_CONFIG[region];
  const viewer = await viewerRate(region);
  // Fees are filtered in the site's currency: not at all while its rupee rate is unknown.
  const showFees = !hidden.includes('fees') && (currency === 'INR' || viewer !== null);
  const userFilter = showFees ? request.filter : withoutFees(request.filter);
  const encoded = encodeCourseFilter(applyScope(userFilter, scope));
  const api = contentApi();
  const [list, facets] = await Promise.all([
    listingPageOrNotFound(request.page, (page) =>
      listCourses(api, { filter: encoded, sort: request.sort, page, size: PAGE_SIZES.courses }),
    ),
    getCourseFacets(api, encoded),
  ]);
  if (scope.specialization && list.total === 0 && Object.keys(request.filter).length === 0) notFound();

  const fixed: FacetName[] = [
    ...(scope.filter.country ? (['country'] as const) : []),
    ...(scope.filter.educationLevel ? (['educationLevel'] as const) : []),
    ...(scope.filter.primaryCategory ? (['primaryCategory'] as const) : []),
  ];
  const shown = (Object.keys(facets) as FacetName[]).filter((f) => !fixed.includes(f) && !hidden.includes(f));
  const urlFilter = encodeCourseFilter(request.filter);
  const heading = listingHeading(scope, scope.specialization ? list.items[0]?.specializationName : undefined);

  const active = activeFilters(userFilter, facets, viewer);
  const filterProps = { filter: userFilter, facets, shownFacets: shown, showFees };

  return (
    <section aria-labelledby="listing-title">
      <p className={styles.eyebrow}>Course finder</p>
      <h1 id="listing-title" className={styles.listingTitle}>
        {heading}
      </h1>
      <div className={styles.layout}>
        <CourseFilters {...filterProps} sort={request.sort} />
        <div>
          <div className={styles.toolbar}>
            <p role="status" aria-live="polite" className={styles.resultCount}>
              {courseCountText(list.total, list.totalCapped)}
            </p>
            <div className={styles.toolbarControls}>
              <FilterSheet {...filterProps} scope={scope.filter} sort={request.sort} />
              <SortSelect filter={userFilter} sort={request.sort} />
            </div>
          </div>
          <ActiveFilterChips active={active} path={path} sort={request.sort} />
          {list.total === 0 ? (
            <NoCourses active={active} facets={facets} path={path} sort={request.sort} />
          ) : (
            <CourseResults courses={list.items} label="Courses" headingLevel={2} />
          )}
          <Pagination
            list={list}
            route={withQuery(path, {
              filter: urlFilter || undefined,
              sort: request.sort === 'ranking' ? undefined : request.sort,
            })}
          />
        </div>
      </div>
    </section>
  );
}
