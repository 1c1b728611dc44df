import { SeoMeta } from '@meridian/domain/seo/schemas';

/** Headers the proxy adds to a page request so rendering needs no second meta call. */
export const REQUEST_HEADERS = {
  seoMeta: 'x-meridian-seo-meta',
  hideLayout: 'x-meridian-hide-layout',
  region: 'x-meridian-region',
  /** The `?page=` number of a paginated listing, when above 1. */
  page: 'x-meridian-page',
} as const;

export const HIDE_LAYOUT_COOKIE = 'hide_layout';

export function encodeSeoMeta(meta: SeoMeta): string {
  return encodeURIComponent(JSON.stringify(meta));
}

export function decodeSeoMeta(value: string | null): SeoMeta | undefined {
  if (!value) return undefined;
  try {
    const parsed = SeoMeta.safeParse(JSON.parse(decodeURIComponent(value)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
