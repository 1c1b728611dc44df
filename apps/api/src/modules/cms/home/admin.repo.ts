import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../db/transaction.ts';
import { nextSerialId } from '../../../db/next-serial-id.ts';
import { firstRow } from '../../../db/first-row.ts';
import { banners } from '../../../db/schema/home.ts';

// The back office's reads and writes of home banners: drafts and ended ones included.

export const nextBannerId = (db: Db) => nextSerialId(db, banners);

export async function findBanner(db: Db | Tx, id: number) {
  return firstRow(db.select().from(banners).where(eq(banners.id, id)));
}

export async function listAllBanners(db: Db) {
  return db.select().from(banners).orderBy(asc(banners.region), asc(banners.sortOrder), asc(banners.id));
}

export async function upsertBanner(tx: Tx, row: typeof banners.$inferInsert & { id: number }) {
  await tx.insert(banners).values(row).onConflictDoUpdate({ target: banners.id, set: row });
}
