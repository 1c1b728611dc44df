import 'server-only';
import { notFound } from 'next/navigation';
import { listingPageNumber } from '@meridian/domain/page-param';
import { orNotFound } from './api/not-found-on-404.ts';

/**
 * Every listing's rule for `?page=` (catalogue and articles alike): the API answers a page past the
 * last with no items, and the site answers it — or a page deeper than any list is served, or an
 * unknown listing — with its 404 page, never an empty list. Page 2 onwards is its own canonical
 * (pageMetadata). The proxy has already sent anything but a positive whole number to /404.
 */
export async function listingPageOrNotFound<T extends { items: readonly unknown[] }>(
  pageParam: string | readonly string[] | undefined,
  load: (page: number) => Promise<T>,
): Promise<T> {
  const page = listingPageNumber(pageParam) ?? notFound();
  const list = await orNotFound(load(page));
  if (page > 1 && list.items.length === 0) notFound();
  return list;
}
