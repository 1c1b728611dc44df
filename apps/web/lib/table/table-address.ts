import { MAX_PAGE } from '@meridian/domain/pagination';

/** A table's state as its page's address holds it: `?sort=-createdAt&page=2&status=new`. */
export interface TableState {
  /** `name` ascending, `-name` descending; none: the list's own order. */
  sort: string | undefined;
  /** From 1. */
  page: number;
  /** The table's filters that have a value. */
  filters: Record<string, string>;
}

/**
 * The table state an address holds. A sort the table does not offer, or a page that is not one,
 * reads as none (a hand-edited or outdated link still opens the list).
 */
export function readTableState(
  search: URLSearchParams,
  options: { filterKeys: readonly string[]; sorts: readonly string[] },
): TableState {
  const sort = search.get('sort') ?? '';
  const page = Number(search.get('page') ?? '1');
  const filters = Object.fromEntries(
    options.filterKeys.flatMap((key) => {
      const value = search.get(key)?.trim();
      return value ? [[key, value]] : [];
    }),
  );
  return {
    sort: options.sorts.includes(sort.replace(/^-/, '')) ? sort : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    filters,
  };
}

/**
 * The query string after a change (a blank or undefined value removes its key). A change of
 * anything but the page starts again at page 1, and page 1 is left out, so each view of a list
 * has one address.
 */
export function changedQuery(search: URLSearchParams, values: Record<string, string | undefined>): string {
  const next = new URLSearchParams(search);
  for (const [key, value] of Object.entries(values)) {
    if (value) next.set(key, value);
    else next.delete(key);
  }
  if (!('page' in values) || values.page === '1') next.delete('page');
  return next.toString();
}
