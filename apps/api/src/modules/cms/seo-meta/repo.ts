import { asc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { seoMeta } from '#api/db/schema/seo-meta.ts';
import { firstRow } from '#api/db/first-row.ts';

export async function findSeoMetaByPath(db: Db | Tx, path: string) {
  return firstRow(db.select().from(seoMeta).where(eq(seoMeta.path, path)));
}

export async function listSeoMetaRows(db: Db) {
  return db.select().from(seoMeta).orderBy(asc(seoMeta.path));
}

export type SeoMetaWrite = Omit<typeof seoMeta.$inferInsert, 'id' | 'createdAt'>;

export async function upsertSeoMeta(tx: Tx, row: SeoMetaWrite) {
  const { path: _path, ...changes } = row;
  await tx.insert(seoMeta).values(row).onConflictDoUpdate({ target: seoMeta.path, set: changes });
}

export async function deleteSeoMeta(tx: Tx, path: string) {
  await tx.delete(seoMeta).where(eq(seoMeta.path, path));
}
