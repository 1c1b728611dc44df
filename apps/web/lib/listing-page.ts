import 'server-only';
import { notFound } from 'next/navigation';
import { listingPageNumber } from '@meridian/domain/page-param';
import { orNotFound } from './api/not-found-on-404.ts';

/**
 * Every listing's rule for `?page=`: a page past the last one — or deeper than any list is served —
 * is the 404 page, never an empty list or an API error. Page 2 onwards is its own canonical
 * (pageMetadata). The proxy has already sent anything but a positive whole number to /404.
 */

/** The page number (from 1) the URL asks for; the 404 page when no list is served that deep. */
export function pageNumberOrNotFound(pageParam: string | readonly string[] | undefined): number {
  return listingPageNumber(pageParam) ?? notFound();
}

/** A catalogue listing, whose API counts pages from 0 and answers a page past the last with no items. */
export async function listingPageOrNotFound<T extends { items: readonly unknown[] }>(
  pageParam: string | readonly string[] | undefined,
  load: (pageIndex: number) => Promise<T>,
): Promise<T> {
  const page = pageNumberOrNotFound(pageParam) - 1;
  const list = await load(page);
  if (page > 0 && list.items.length === 0) notFound();
  return list;
}

/** An article listing, whose API counts pages from 1 and answers a page past the last with 404. */
export async function articlePageOrNotFound<T>(
  pageParam: string | readonly string[] | undefined,
  load: (pageNumber: number) => Promise<T>,
): Promise<T> {
  return orNotFound(load(pageNumberOrNotFound(pageParam)));
}
