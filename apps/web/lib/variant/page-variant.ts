import { z } from 'zod';
import { decodeCourseFilter, CourseSort } from '@meridian/domain/catalogue/course-filter';
import { encodeCourseFilter } from '@meridian/domain/catalogue/course-filter-url';
import { levelFromSlug } from '@meridian/domain/catalogue/levels';
import { isCourseListingPath } from '@meridian/domain/catalogue/listing-scope';
import { NAME_SEARCH_LENGTH } from '@meridian/domain/catalogue/schemas';
import { MAX_PAGE } from '@meridian/domain/pagination';
import { Region } from '@meridian/domain/region/regions';
import { MAX_SEARCH_QUERY_LENGTH } from '@meridian/domain/search/query-limits';
import { SearchKind } from '@meridian/domain/search/schemas';
import { siteRoutes } from '@meridian/domain/routes/site-routes';

/**
 * The query parameters a cached content page reads: a listing's page, filter, sort, name search and
 * level. Anything else (utm_*, gclid, hide_layout…) is dropped, so it cannot split the cache.
 */
export const CONTENT_QUERY_KEYS = ['page', 'filter', 'sort', 'q', 'level', 'kind'] as const;

/**
 * What frames a page: the site's header, footer and bars; nothing (`hide_layout`, e.g. inside an
 * app's frame); or the staff console's own navigation (every `/admin/…` page), which shows none of
 * the site's furniture.
 */
export const PageLayout = z.enum(['site', 'bare', 'console']);
export type PageLayout = z.infer<typeof PageLayout>;

/**
 * What a page varies by besides its path, chosen by the proxy for each request and passed as the
 * root `[variant]` segment of the rewritten address: each variant of a page is cached on its own,
 * and the page reads nothing from the request itself.
 */
export const PageVariant = z.object({
  region: Region,
  layout: PageLayout,
  query: z.partialRecord(z.enum(CONTENT_QUERY_KEYS), z.string()),
});
export type PageVariant = z.infer<typeof PageVariant>;

/** The request header the proxy names the variant in; next.config.ts rewrites the page by it. */
export const VARIANT_HEADER = 'x-meridian-variant';

export const DEFAULT_VARIANT: PageVariant = {
  region: 'default',
  layout: 'site',
  query: {},
};

/** A URL path segment (base64url JSON): the same variant always gives the same segment. */
export function encodeVariant(variant: PageVariant): string {
  const query = Object.fromEntries(
    CONTENT_QUERY_KEYS.flatMap((k) => (k in variant.query ? [[k, variant.query[k]]] : [])),
  );
  const canonical = { region: variant.region, layout: variant.layout, query };
  return Buffer.from(JSON.stringify(canonical)).toString('base64url');
}

/** The variant of a segment; one the proxy did not make (typed by hand) reads as the default. */
export function decodeVariant(segment: string): PageVariant {
  try {
    const parsed = PageVariant.safeParse(
      JSON.parse(Buffer.from(decodeURIComponent(segment), 'base64url').toString()),
    );
    return parsed.success ? parsed.data : DEFAULT_VARIANT;
  } catch {
    return DEFAULT_VARIANT;
  }
}

/** The university listings (`/universities…`, `/{country}/universities`): `q` is their name search. */
const UNIVERSITY_LISTING = /^\/(?:[^/]+\/)?universities(?:\/|$)/;
/** Any page past the deepest a listing serves: they all answer the same 404, so share one variant. */
const PAST_LAST_PAGE = String(MAX_PAGE + 1);

/** Each kept key's value in one spelling, or undefined where no page would read it. */
const CANONICAL: Record<
  (typeof CONTENT_QUERY_KEYS)[number],
  (value: string, pathname: string) => string | undefined
> = {
  page: (value) => (Number(value) > MAX_PAGE ? PAST_LAST_PAGE : value),
  level: (value) => (levelFromSlug(value) ? value : undefined),
  sort: (value, pathname) =>
    isCourseListingPath(pathname) && CourseSort.safeParse(value).success ? value : undefined,
  filter: (value, pathname) => {
    const filter = isCourseListingPath(pathname) ? decodeCourseFilter(value) : undefined;
    return filter ? encodeCourseFilter(filter) || undefined : undefined;
  },
  q: (value, pathname) => {
    // Site search ignores case, so "MBA USA" and "mba usa" share one page.
    if (pathname === siteRoutes.search()) {
      return value.trim().replace(/\s+/g, ' ').toLowerCase().slice(0, MAX_SEARCH_QUERY_LENGTH) || undefined;
    }
    const search = value.trim().replace(/\s+/g, ' ').slice(0, NAME_SEARCH_LENGTH.max);
    return UNIVERSITY_LISTING.test(pathname) && search.length >= NAME_SEARCH_LENGTH.min ? search : undefined;
  },
  kind: (value, pathname) =>
    pathname === siteRoutes.search() && SearchKind.safeParse(value).success ? value : undefined,
};

/**
 * The content query of a request to `pathname` (first value of each kept key), each value in one
 * spelling and only where a page reads it, so neither made-up values nor other spellings of the same
 * one split the cache into variants: an unknown level is dropped, a filter is re-encoded, a filter
 * and sort count only on the course listings, `q` only on the university listings and the search page and
 * `kind` only on the search page. The proxy has already sent an invalid `page` or
 * `filter` to the 404 page.
 */
export function contentQuery(search: URLSearchParams, pathname: string): PageVariant['query'] {
  return Object.fromEntries(
    CONTENT_QUERY_KEYS.flatMap((key) => {
      const value = search.get(key);
      const canonical = value === null ? undefined : CANONICAL[key](value, pathname);
      return canonical === undefined ? [] : [[key, canonical]];
    }),
  );
}
