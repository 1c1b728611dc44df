import { z } from 'zod';
import { Region } from '@meridian/domain/region/regions';

/**
 * The query parameters a cached content page reads: a listing's page, filter, sort, name search and
 * level. Anything else (utm_*, gclid, hide_layout…) is dropped, so it cannot split the cache.
 */
export const CONTENT_QUERY_KEYS = ['page', 'filter', 'sort', 'q', 'level'] as const;

/**
 * What a page varies by besides its path, chosen by the proxy for each request and passed as the
 * root `[variant]` segment of the rewritten address: each variant of a page is cached on its own,
 * and the page reads nothing from the request itself.
 */
export const PageVariant = z.object({
  region: Region,
  /** hide_layout: the page alone, without header, footer and bars (e.g. inside an app's frame). */
  bare: z.boolean(),
  query: z.partialRecord(z.enum(CONTENT_QUERY_KEYS), z.string()),
});
export type PageVariant = z.infer<typeof PageVariant>;

/** The request header the proxy names the variant in; next.config.ts rewrites the page by it. */
export const VARIANT_HEADER = 'x-meridian-variant';

export const DEFAULT_VARIANT: PageVariant = {
  region: 'default',
  bare: false,
  query: {},
};

/** A URL path segment (base64url JSON): the same variant always gives the same segment. */
export function encodeVariant(variant: PageVariant): string {
  const query = Object.fromEntries(
    CONTENT_QUERY_KEYS.flatMap((k) => (k in variant.query ? [[k, variant.query[k]]] : [])),
  );
  const canonical = { region: variant.region, bare: variant.bare, query };
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

/** The content query of a request's search parameters (first value of each kept key). */
export function contentQuery(search: URLSearchParams): PageVariant['query'] {
  return Object.fromEntries(
    CONTENT_QUERY_KEYS.flatMap((key) => {
      const value = search.get(key);
      return value === null ? [] : [[key, value]];
    }),
  );
}
