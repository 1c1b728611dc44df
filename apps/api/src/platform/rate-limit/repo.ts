import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rateLimitCounters } from '../../db/schema/rate-limits.ts';

/**
 * Counts one request in its window and answers the window's count, in one atomic statement (an
 * upsert, so concurrent requests on any replica never lose a count). The same statement sweeps
 * counters whose window has ended, so the table stays the size of the live windows.
 */
export async function countRequest(
  db: Db,
  counter: { scope: string; key: string; windowStart: Date; expiresAt: Date; now: Date },
): Promise<number> {
  const t = rateLimitCounters;
  const result = (await db.execute(sql`
    with swept as (
      delete from ${t} where ${t.expiresAt} <= ${counter.now.toISOString()}
    )
    insert into ${t} (scope, key, window_start, count, expires_at)
    values (${counter.scope}, ${counter.key}, ${counter.windowStart.toISOString()}, 1, ${counter.expiresAt.toISOString()})
    on conflict (scope, key, window_start) do update set count = ${t.count} + 1
    returning ${t.count} as count
  `)) as unknown as { rows: { count: number }[] };
  return Number(result.rows[0]!.count);
}
