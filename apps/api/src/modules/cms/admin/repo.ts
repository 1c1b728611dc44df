import { desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { redirects } from '#api/db/schema/back-office.ts';

export async function findRedirect(db: Db | Tx, fromPath: string) {
  const [row] = await db.select().from(redirects).where(eq(redirects.fromPath, fromPath)).limit(1);
  return row;
}

export async function upsertRedirect(
  tx: Tx,
  row: { fromPath: string; toUrl: string | null; status: number },
) {
  await tx
    .insert(redirects)
    .values(row)
    .onConflictDoUpdate({ target: redirects.fromPath, set: { toUrl: row.toUrl, status: row.status } });
}

export async function listRedirectRows(db: Db) {
  return db.select().from(redirects).orderBy(desc(redirects.hits), redirects.fromPath);
}

/** The redirect of a path, counting this request as a hit (one atomic update). */
export async function hitRedirect(db: Db, fromPath: string, now: Date) {
  const [row] = await db
    .update(redirects)
    .set({ hits: sql`${redirects.hits} + 1`, lastHitAt: now })
    .where(eq(redirects.fromPath, fromPath))
    .returning({ toUrl: redirects.toUrl, status: redirects.status });
  return row;
}
