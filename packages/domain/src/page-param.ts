import { MAX_PAGE } from './pagination.ts';

/**
 * SPEC.md §5: a `page` query parameter must be a valid non-zero number, else the visitor goes to /404.
 * Absent is fine; present but empty, zero, negative, fractional or non-numeric is not.
 */
export function isValidPageParam(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  return /^[1-9]\d{0,8}$/.test(value);
}

/**
 * The page of a listing a `?page=` asks for, counting from 1; absent is page 1, and of a repeated
 * parameter the first counts (as in the proxy). Null for a value that is no page, or a page deeper
 * than any list is served (MAX_PAGE): every listing answers those with its 404 page.
 */
export function listingPageNumber(value: string | readonly string[] | undefined): number | null {
  const first = typeof value === 'string' ? value : value?.[0];
  if (!isValidPageParam(first)) return null;
  const page = first === undefined ? 1 : Number(first);
  return page > MAX_PAGE ? null : page;
}
