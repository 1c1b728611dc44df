import { eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { media } from '#api/db/schema/back-office.ts';

export async function insertMedia(db: Db, row: typeof media.$inferInsert) {
  await db.insert(media).values(row);
}

export async function deleteMedia(db: Db, id: string) {
  await db.delete(media).where(eq(media.id, id));
}
