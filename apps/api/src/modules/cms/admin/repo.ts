import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../db/transaction.ts';
import { auditLog, media, redirects } from '../../../db/schema/back-office.ts';
import { users } from '../../../db/schema/users.ts';

export async function insertAuditEntry(tx: Tx, entry: typeof auditLog.$inferInsert) {
  await tx.insert(auditLog).values(entry);
}

const entryColumns = {
  id: auditLog.id,
  entity: auditLog.entity,
  entityKey: auditLog.entityKey,
  action: auditLog.action,
  actor: { id: auditLog.actorId, name: users.fullName },
  at: auditLog.at,
  before: auditLog.before,
  after: auditLog.after,
  restoredFrom: auditLog.restoredFrom,
};

/** Changes of one kind (of one record when `key` is given), newest first. */
export async function listAuditEntries(db: Db, filter: { entity: string; key?: string | undefined }) {
  return db
    .select(entryColumns)
    .from(auditLog)
    .innerJoin(users, eq(users.id, auditLog.actorId))
    .where(
      and(eq(auditLog.entity, filter.entity), filter.key ? eq(auditLog.entityKey, filter.key) : undefined),
    )
    .orderBy(desc(auditLog.id))
    .limit(200);
}

export async function findAuditEntry(db: Db, id: number) {
  const [row] = await db.select().from(auditLog).where(eq(auditLog.id, id)).limit(1);
  return row;
}

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

export async function insertMedia(db: Db, row: typeof media.$inferInsert) {
  await db.insert(media).values(row);
}
