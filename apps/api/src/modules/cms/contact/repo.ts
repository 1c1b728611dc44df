import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../db/transaction.ts';
import { contactMessages } from '../../../db/schema/contact.ts';

export async function insertContactMessage(
  db: Db | Tx,
  values: typeof contactMessages.$inferInsert,
): Promise<void> {
  await db.insert(contactMessages).values(values);
}
