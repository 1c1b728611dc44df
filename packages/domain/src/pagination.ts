import { z } from 'zod';
import { withQuery } from './routes/site-routes.ts';

/**
 * One pagination contract for every list the API serves and the site pages through.
 *
 * Pages count from 1, as in the site's addresses (`?page=2`, SPEC.md §5 refusing 0): the number a
 * visitor sees in the address is the number the API is asked for and answers with, so no layer
 * translates between two bases, which is where off-by-one pages come from. A page past the last
 * answers no items (the total says how many there are); the site turns that into its 404 page.
 */

/**
 * The deepest page a list serves. 1,001 pages of the largest page size (100) is far past the end
 * of any list we hold, and low enough that no request makes the database skip more than 100,000
 * rows. Beyond it the API answers 400 and the site its 404 page.
 */
export const MAX_PAGE = 1001;

/** The largest page a caller may ask for, unless a list allows more (name search: 500). */
const MAX_PAGE_SIZE = 100;

/** `?page=&size=` of a list call: page from 1, `size` defaulting to the list's SPEC.md §9 page size. */
export function pageQuery(defaultSize: number, maxSize = Math.max(MAX_PAGE_SIZE, defaultSize)) {
  return {
    page: z.coerce.number().int().min(1).max(MAX_PAGE).default(1),
    size: z.coerce.number().int().min(1).max(maxSize).default(defaultSize),
  };
}

/** One page of a list: its items, how many there are in all, which page this is and its size. */
export function paginated<Item extends z.ZodType>(item: Item) {
  return z.object({
    items: z.array(item),
    total: z.number().int().nonnegative(),
    page: z.number().int().min(1),
    size: z.number().int().positive(),
  });
}

export interface PageRequest {
  page: number;
  size: number;
}

/** How many pages `total` items fill (none for an empty list). */
export function pageCount(list: { total: number; size: number }): number {
  return Math.ceil(list.total / list.size);
}

/** The rows a page skips and takes, for the query that reads it. */
export function pageWindow({ page, size }: PageRequest): { offset: number; limit: number } {
  return { offset: (page - 1) * size, limit: size };
}

/** A page's response from the page's items and the list's total. */
export function pageOf<Item>(request: PageRequest, items: Item[], total: number) {
  return { items, total, page: request.page, size: request.size };
}

/** Pages a pager links either side of the current one. */
const NEARBY_PAGES = 2;

/**
 * The page numbers a pager links: the first, the last, and those near the current one; `null` marks
 * a gap of two or more pages (a gap of one shows that page instead). None for a single page.
 */
export function pageLinks(current: number, last: number): (number | null)[] {
  if (last <= 1) return [];
  const nearby = Array.from({ length: 2 * NEARBY_PAGES + 1 }, (_, i) => current - NEARBY_PAGES + i);
  const shown = [...new Set([1, ...nearby, last])].filter((n) => n >= 1 && n <= last).sort((a, b) => a - b);
  return shown.flatMap((n, i) => {
    const gap = i === 0 ? 1 : n - shown[i - 1]!;
    if (gap === 2) return [n - 1, n];
    return gap > 2 ? [null, n] : [n];
  });
}

/** A listing's route at a page: page 1 is the bare route, so each page has one canonical address. */
export function withPage(route: string, page: number): string {
  return withQuery(route, { page: page === 1 ? undefined : page });
}
