import { z } from 'zod';
import {
  Webinar,
  WebinarDetail,
  WebinarLists,
  type UpcomingWebinarsQuery,
} from '@meridian/domain/content/webinars';
import type { ApiClient } from './http-client.ts';

/** Sessions drop off the list as they start, so the list is re-read every few minutes, not kept for the content TTL. */
const UPCOMING_REVALIDATE_SECONDS = 300;
const fresh = { next: { revalidate: UPCOMING_REVALIDATE_SECONDS, tags: ['webinars'] } };

/** GET {webinar}/upcoming: sessions still ahead for a country or a university. */
export function listUpcomingWebinars(api: ApiClient, query: UpcomingWebinarsQuery): Promise<Webinar[]> {
  return api.request('webinar', '/upcoming', { query, schema: z.array(Webinar), ...fresh });
}

/** GET {webinar}/webinars: the first page of upcoming and of past sessions. */
export function listWebinarLists(api: ApiClient): Promise<WebinarLists> {
  return api.request('webinar', '/webinars', { schema: WebinarLists, ...fresh });
}

/** GET {webinar}/{id}: one session (404 when there is none). */
export function getWebinar(api: ApiClient, id: number): Promise<WebinarDetail> {
  return api.request('webinar', `/${id}`, { schema: WebinarDetail, ...fresh });
}

/** GET {webinar}/live/{slug}: one session by its slug, for its live page. */
export function getLiveWebinar(api: ApiClient, slug: string): Promise<WebinarDetail> {
  return api.request('webinar', `/live/${encodeURIComponent(slug)}`, { schema: WebinarDetail, ...fresh });
}
