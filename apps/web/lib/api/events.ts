import { z } from 'zod';
import { EventDetail, EventSummary } from '@meridian/domain/events/schemas';
import type { ApiClient } from './http-client.ts';

/**
 * Read afresh each time: a fair closes at an exact instant (date + 6h30, SPEC.md §4) and its page
 * must answer 404 from then on, not when a cached answer expires. The API's query is a few rows.
 */
const fresh = { cache: 'no-store' as const };

/** GET {pathway}/events: the fairs still upcoming. */
export function listEvents(api: ApiClient): Promise<EventSummary[]> {
  return api.request('pathway', '/events', { schema: z.array(EventSummary), ...fresh });
}

/** GET {pathway}/events/{slug}: one upcoming fair (404 when unknown or over). */
export function getEvent(api: ApiClient, slug: string): Promise<EventDetail> {
  return api.request('pathway', `/events/${encodeURIComponent(slug)}`, { schema: EventDetail, ...fresh });
}
