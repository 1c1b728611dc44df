import { sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { rateLimitCounters } from '#api/db/schema/rate-limits.ts';

export interface CounterWindow {
  scope: string;
  key: string;
  windowStart: Date;
  expiresAt: Date;
}

/**
 * Counts one request in each of its windows and answers each window's count (in the order
 * given), in one atomic statement: an upsert, so concurrent requests on any replica never lose a
 * count, and one round trip however many limits a route has. The same statement sweeps counters
 * whose window has ended, so the table stays the size of the live windows. The windows must be
 * distinct (one row cannot be counted twice in one statement).
 */
export async function countRequests(
  db: Db,
  counters: readonly CounterWindow[],
  now: Date,
): Promise<number[]> {
  if (counters.length === 0) return [];
  const t = rateLimitCounters;
  const rows = sql.join(
    counters.map(
      (c) =>
        sql`(${c.scope}, ${c.key}, ${c.windowStart.toISOString()}::timestamptz, 1, ${c.expiresAt.toISOString()}::timestamptz)`,
    ),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with swept as (
      delete from ${t} where ${t.expiresAt} <= ${now.toISOString()}
    )
    insert into ${t} (scope, key, window_start, count, expires_at)
    values ${rows}
    on conflict (scope, key, window_start) do update set count = ${t.count} + 1
    returning ${t.scope} as scope, ${t.key} as key, ${t.count} as count
  `)) as unknown as { rows: { scope: string; key: string; count: number }[] };
  const counts = new Map(result.rows.map((row) => [`${row.scope}\n${row.key}`, Number(row.count)]));
  return counters.map((c) => counts.get(`${c.scope}\n${c.key}`)!);
}
