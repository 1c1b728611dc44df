import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { contactMessages } from '#api/db/schema/contact.ts';

export async function insertContactMessage(
  db: Db | Tx,
  values: typeof contactMessages.$inferInsert,
): Promise<void> {
  await db.insert(contactMessages).values(values);
}
