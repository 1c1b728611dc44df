import { AccommodationList } from '@meridian/domain/content/enquiries';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';

/** GET {cms}/accommodation: student housing near universities, grouped by city. */
export function getAccommodation(api: ApiClient): Promise<AccommodationList> {
  return api.request('cms', '/accommodation', {
    schema: AccommodationList,
    next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['accommodation'] },
  });
}
