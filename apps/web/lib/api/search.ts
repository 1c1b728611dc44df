import { SearchResponse, type SearchKind } from '@meridian/domain/search/schemas';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';

/** GET {search}/?q=&kind=: the results page, cached like the content it finds. */
export function searchSite(api: ApiClient, query: { q: string; kind?: SearchKind | undefined }) {
  return api.request('search', '/', {
    query: { q: query.q, limit: 20, kind: query.kind },
    schema: SearchResponse,
    next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['search'] },
  });
}
