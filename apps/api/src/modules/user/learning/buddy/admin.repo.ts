import { and, asc, eq, ne } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { buddies } from '#api/db/schema/learning.ts';
import { firstRow } from '#api/db/first-row.ts';

export type AdminBuddyRow = typeof buddies.$inferSelect;

/** Every buddy, on and off, by destination then name. */
export async function listAdminBuddyRows(db: Db): Promise<AdminBuddyRow[]> {
  return db.select().from(buddies).orderBy(asc(buddies.destination), asc(buddies.fullName));
}

export async function findAdminBuddy(db: Db | Tx, id: number): Promise<AdminBuddyRow | undefined> {
  return firstRow(db.select().from(buddies).where(eq(buddies.id, id)));
}

/** Whether another buddy has this email (each is unique). */
export async function buddyEmailTakenByOther(tx: Tx, email: string, id: number): Promise<boolean> {
  const row = await firstRow(
    tx
      .select({ id: buddies.id })
      .from(buddies)
      .where(and(eq(buddies.email, email), ne(buddies.id, id))),
  );
  return row !== undefined;
}

export async function upsertBuddy(tx: Tx, row: typeof buddies.$inferInsert & { id: number }): Promise<void> {
  await tx.insert(buddies).values(row).onConflictDoUpdate({ target: buddies.id, set: row });
}
