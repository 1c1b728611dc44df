import { pageCategoryForPath } from '@meridian/domain/seo/page-category';
import {
  WEB_VITAL_NAMES,
  type WebVitalName,
  type WebVitalsBeacon,
  type WebVitalsReport,
} from '@meridian/domain/analytics/web-vitals';
import type { Db } from '#api/db/client.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import { insertWebVitals, webVitalPercentiles } from './repo.ts';

/** The report's window. */
export const WEB_VITALS_REPORT_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The page type a path is filed under, as the SEO meta call names it; an address no page type
 * knows by a plain name goes under `other`, so forged paths cannot fill the report with rows.
 */
function pageTypeOf(path: string): string {
  const type = pageCategoryForPath(path.split(/[?#]/)[0]!);
  return /^[a-z0-9-]{1,40}$/.test(type) ? type : 'other';
}

export function recordWebVitals(deps: { db: Db; clock: Clock }, beacon: WebVitalsBeacon): Promise<void> {
  const pageType = pageTypeOf(beacon.path);
  const recordedAt = deps.clock();
  return insertWebVitals(
    deps.db,
    beacon.metrics.map(({ name, value }) => ({ pageType, name, value, recordedAt })),
  );
}

/** LCP and INP in whole milliseconds, CLS to three decimals, as they are read. */
const rounded = (name: WebVitalName, value: number) =>
  name === 'CLS' ? Math.round(value * 1000) / 1000 : Math.round(value);

/** p75 of each metric per page type over the last 7 days, the page types with most views first. */
export async function webVitalsReport(deps: { db: Db; clock: Clock }): Promise<WebVitalsReport> {
  const since = new Date(deps.clock().getTime() - WEB_VITALS_REPORT_DAYS * DAY_MS);
  const rows = await webVitalPercentiles(deps.db, since);
  const byType = new Map<string, WebVitalsReport['pageTypes'][number]>();
  for (const row of rows) {
    const name = row.name as WebVitalName;
    if (!WEB_VITAL_NAMES.includes(name)) continue;
    const entry = byType.get(row.pageType) ?? { pageType: row.pageType, LCP: null, INP: null, CLS: null };
    entry[name] = { p75: rounded(name, row.p75), count: row.count };
    byType.set(row.pageType, entry);
  }
  const views = (entry: WebVitalsReport['pageTypes'][number]) =>
    Math.max(...WEB_VITAL_NAMES.map((name) => entry[name]?.count ?? 0));
  return {
    days: WEB_VITALS_REPORT_DAYS,
    pageTypes: [...byType.values()].sort(
      (a, b) => views(b) - views(a) || a.pageType.localeCompare(b.pageType),
    ),
  };
}
