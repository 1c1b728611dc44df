import { asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { takenByOther, upsertById } from '#api/db/serial-id-rows.ts';
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
export const buddyEmailTakenByOther = (tx: Tx, email: string, id: number) =>
  takenByOther(tx, buddies, buddies.email, email, id);

export const upsertBuddy = (tx: Tx, row: typeof buddies.$inferInsert & { id: number }) =>
  upsertById(tx, buddies, row);
