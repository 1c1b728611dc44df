import { gte, sql } from 'drizzle-orm';
import type { WebVitalName } from '@meridian/domain/analytics/web-vitals';
import type { Db } from '#api/db/client.ts';
import { webVitals } from '#api/db/schema/analytics.ts';

export async function insertWebVitals(
  db: Db,
  rows: { pageType: string; name: WebVitalName; value: number; recordedAt: Date }[],
): Promise<void> {
  await db.insert(webVitals).values(rows);
}

/** Per page type and metric since `since`: the 75th percentile and how many page views reported it. */
export async function webVitalPercentiles(db: Db, since: Date) {
  return db
    .select({
      pageType: webVitals.pageType,
      name: webVitals.name,
      p75: sql<number>`percentile_cont(0.75) within group (order by ${webVitals.value})`.mapWith(Number),
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(webVitals)
    .where(gte(webVitals.recordedAt, since))
    .groupBy(webVitals.pageType, webVitals.name);
}
