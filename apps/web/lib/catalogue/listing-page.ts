import 'server-only';
import { notFound } from 'next/navigation';
import { MAX_PAGE_INDEX } from '@meridian/domain/page-sizes';

/** `?page=2` → 1; absent → 0. The proxy has already sent anything but a positive whole number to /404. */
function pageIndex(value: string | string[] | undefined): number {
  const page = typeof value === 'string' ? Number(value) : 1;
  return Number.isSafeInteger(page) && page > 0 ? page - 1 : 0;
}

/**
 * Loads the page of a listing the URL asks for. A page past the last one — or deeper than any list
 * is served — is the 404 page, never an empty list or an API error.
 */
export async function listingPageOrNotFound<T extends { items: readonly unknown[] }>(
  pageParam: string | string[] | undefined,
  load: (page: number) => Promise<T>,
): Promise<T> {
  const page = pageIndex(pageParam);
  if (page > MAX_PAGE_INDEX) notFound();
  const list = await load(page);
  if (page > 0 && list.items.length === 0) notFound();
  return list;
}
