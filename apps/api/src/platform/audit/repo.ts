import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { auditLog } from '#api/db/schema/back-office.ts';
import { users } from '#api/db/schema/people.ts';

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
