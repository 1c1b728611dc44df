import type { AnalyticsEvent } from '@meridian/domain/analytics/events';
import type { LocationUpdateQuery } from '@meridian/domain/extras/schemas';
import type { Db } from '#api/db/client.ts';
import { insertAnalyticsEvent, insertLocationUpdate, listAnalyticsEvents } from './repo.ts';

/** Recorded analytics events, newest first, as the developer view lists them. */
export async function listRecordedAnalyticsEvents(
  db: Db,
  query: { name?: string | undefined; limit: number },
) {
  const rows = await listAnalyticsEvents(db, query);
  return rows.map(({ id: _id, occurredAt, ...event }) => ({
    ...event,
    occurredAt: occurredAt.toISOString(),
  }));
}

export function recordAnalyticsEvent(db: Db, event: AnalyticsEvent): Promise<void> {
  return insertAnalyticsEvent(db, event);
}

export function recordLocationUpdate(db: Db, update: LocationUpdateQuery): Promise<void> {
  return insertLocationUpdate(db, update);
}
