import { z } from 'zod';
import { EventDetail, EventSummary } from '@meridian/domain/events/schemas';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';

/** A fair stops being listed the moment it closes, so answers are reused for the content TTL at most. */
const cached = { next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: ['events'] } };

/** GET {pathway}/events: the fairs still upcoming. */
export function listEvents(api: ApiClient): Promise<EventSummary[]> {
  return api.request('pathway', '/events', { schema: z.array(EventSummary), ...cached });
}

/** GET {pathway}/events/{slug}: one upcoming fair (404 when unknown or over). */
export function getEvent(api: ApiClient, slug: string): Promise<EventDetail> {
  return api.request('pathway', `/events/${encodeURIComponent(slug)}`, { schema: EventDetail, ...cached });
}
