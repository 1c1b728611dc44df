import { CourseFacets } from '@meridian/domain/catalogue/schemas';
import { browserClient } from './browser-client.ts';

/** GET {pathway}/courses/facets from the browser: the counts of a filter not yet applied (the filter sheet). */
export function fetchCourseFacets(filter: string, signal?: AbortSignal): Promise<CourseFacets> {
  return browserClient.request('pathway', '/courses/facets', {
    query: { filter: filter || undefined },
    schema: CourseFacets,
    signal,
  });
}
