import { desc, eq } from 'drizzle-orm';
import type { AnalyticsEvent } from '@meridian/domain/analytics/schemas';
import type { ErrorReportRequest, LocationUpdateQuery } from '@meridian/domain/extras/schemas';
import type { Db } from '../../db/client.ts';
import { fitToColumns } from '../../db/fit-to-columns.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';
import { errorReports, errorReportScreenshots, locationUpdates } from '../../db/schema/extras.ts';

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

/** One transaction, so a report never lands without the screenshot it was sent with. */
export async function insertErrorReport(
  db: Db,
  options: { report: ErrorReportRequest; screenshot: { bytes: Uint8Array; contentType: string } | undefined },
): Promise<void> {
  const { report, screenshot } = options;
  await db.transaction(async (tx) => {
    const [row] = await tx.insert(errorReports).values(report).returning({ id: errorReports.id });
    if (screenshot) {
      await tx.insert(errorReportScreenshots).values({
        reportId: row!.id,
        contentType: screenshot.contentType,
        bytes: Buffer.from(screenshot.bytes),
      });
    }
  });
}

/** Rounded to two decimals (about 1 km): enough to find a nearby centre, not a home address. */
export async function insertLocationUpdate(db: Db, update: LocationUpdateQuery): Promise<void> {
  await db.insert(locationUpdates).values({
    ...update,
    latitude: Math.round(update.latitude * 100) / 100,
    longitude: Math.round(update.longitude * 100) / 100,
  });
}
