import { z } from 'zod';
import { Webinar, type UpcomingWebinarsQuery } from '@meridian/domain/content/webinars';
import type { ApiClient } from './http-client.ts';

/** Sessions drop off the list as they start, so the list is re-read every few minutes, not kept for the content TTL. */
const UPCOMING_REVALIDATE_SECONDS = 300;

/** GET {webinar}/upcoming: sessions still ahead for a country or a university. */
export function listUpcomingWebinars(api: ApiClient, query: UpcomingWebinarsQuery): Promise<Webinar[]> {
  return api.request('webinar', '/upcoming', {
    query,
    schema: z.array(Webinar),
    next: { revalidate: UPCOMING_REVALIDATE_SECONDS, tags: ['webinars'] },
  });
}
