import { SearchResponse } from '@meridian/domain/search/schemas';
import { browserClient } from './browser-client.ts';

/** How many suggestions the header box shows. */
const SUGGESTION_COUNT = 8;

/** GET {search}/?q=: the header box's suggestions, through the proxy. */
export function suggest(q: string, signal: AbortSignal): Promise<SearchResponse> {
  return browserClient.request('search', '/', {
    query: { q, limit: SUGGESTION_COUNT },
    schema: SearchResponse,
    signal,
  });
}
