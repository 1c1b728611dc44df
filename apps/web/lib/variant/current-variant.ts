import { cache } from 'react';
import { variant } from 'next/root-params';
import { decodeVariant, type PageVariant } from './page-variant.ts';
import type { SearchParams } from '@/lib/catalogue/search-params.ts';

/** The variant the proxy chose for this page (region, hide_layout, content query). */
export const currentVariant = cache(async (): Promise<PageVariant> => decodeVariant((await variant()) ?? ''));

/**
 * The content query (page, filter, sort…) of a cached page, in the shape of Next's search params;
 * reading the request's own search params would render the page on every request.
 */
export async function contentSearchParams(): SearchParams {
  return (await currentVariant()).query;
}
