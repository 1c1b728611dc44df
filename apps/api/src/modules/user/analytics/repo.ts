import { desc, eq } from 'drizzle-orm';
import type { AnalyticsEvent } from '@meridian/domain/analytics/events';
import type { LocationUpdateQuery } from '@meridian/domain/extras/schemas';
import type { Db } from '#api/db/client.ts';
import { fitToColumns } from '#api/db/fit-to-columns.ts';
import { analyticsEvents } from '#api/db/schema/analytics.ts';
import { locationUpdates } from '#api/db/schema/extras.ts';

export async function insertAnalyticsEvent(db: Db, event: AnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(fitToColumns(analyticsEvents, event));
}

export async function listAnalyticsEvents(db: Db, options: { name?: string | undefined; limit: number }) {
  return db
    .select()
    .from(analyticsEvents)
    .where(options.name === undefined ? undefined : eq(analyticsEvents.name, options.name))
    .orderBy(desc(analyticsEvents.occurredAt), desc(analyticsEvents.id))
    .limit(options.limit);
}

/** Rounded to two decimals (about 1 km): enough to find a nearby centre, not a home address. */
export async function insertLocationUpdate(db: Db, update: LocationUpdateQuery): Promise<void> {
  await db.insert(locationUpdates).values({
    ...update,
    latitude: Math.round(update.latitude * 100) / 100,
    longitude: Math.round(update.longitude * 100) / 100,
  });
}
