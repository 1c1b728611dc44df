import { and, asc, eq, gt, inArray, isNull, lte, or } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { siteBars } from '#api/db/schema/extras.ts';

/** Enabled bars of the region (or of all regions) that are running at `now`. */
export async function listRunningBars(db: Db, options: { region: string; now: Date }) {
  return db
    .select()
    .from(siteBars)
    .where(
      and(
        eq(siteBars.enabled, true),
        inArray(siteBars.region, [options.region, 'all']),
        or(isNull(siteBars.startsAt), lte(siteBars.startsAt, options.now)),
        or(isNull(siteBars.endsAt), gt(siteBars.endsAt, options.now)),
      ),
    )
    .orderBy(asc(siteBars.sortOrder), asc(siteBars.id));
}
