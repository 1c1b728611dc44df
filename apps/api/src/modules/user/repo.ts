import type { AnalyticsEvent } from '@meridian/domain/analytics/schemas';
import type { Db } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/analytics.ts';

export async function insertAnalyticsEvent(db: Db, event: AnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values(event);
}
