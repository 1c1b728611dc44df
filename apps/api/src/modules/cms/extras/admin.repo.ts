import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import type { Tx } from '../../../db/transaction.ts';
import { nextSerialId } from '../../../db/next-serial-id.ts';
import { firstRow } from '../../../db/first-row.ts';
import { siteBars } from '../../../db/schema/extras.ts';

// The back office's reads and writes of the hello bar, custom bar and ticker: drafts included.

export const nextSiteBarId = (db: Db) => nextSerialId(db, siteBars);

export async function findSiteBar(db: Db | Tx, id: number) {
  return firstRow(db.select().from(siteBars).where(eq(siteBars.id, id)));
}

export async function listAllSiteBars(db: Db) {
  return db.select().from(siteBars).orderBy(asc(siteBars.kind), asc(siteBars.sortOrder), asc(siteBars.id));
}

export async function upsertSiteBar(tx: Tx, row: typeof siteBars.$inferInsert & { id: number }) {
  await tx.insert(siteBars).values(row).onConflictDoUpdate({ target: siteBars.id, set: row });
}
