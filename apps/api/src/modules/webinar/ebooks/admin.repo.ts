import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { ebookCategories, ebooks } from '#api/db/schema/ebooks.ts';
import { firstRow } from '#api/db/first-row.ts';
import { selectEbooks } from './repo.ts';

// The back office's reads and writes of e-books (drafts and scheduled ones included).

export async function listEbooksForEditors(db: Db) {
  return selectEbooks(db, {
    slug: ebooks.slug,
    title: ebooks.title,
    group: ebookCategories.name,
    status: ebooks.status,
    publishAt: ebooks.publishAt,
    updatedAt: ebooks.updatedAt,
  }).orderBy(desc(ebooks.updatedAt), asc(ebooks.title));
}

export async function findEbookForEditors(db: Db | Tx, slug: string) {
  return firstRow(db.select().from(ebooks).where(eq(ebooks.slug, slug)));
}

export type EbookWrite = Omit<typeof ebooks.$inferInsert, 'id' | 'downloads' | 'createdAt'>;

/** The download count carries on; the first publication date stays. */
export async function upsertEbook(tx: Tx, row: EbookWrite) {
  const { slug: _slug, publishedOn: _publishedOn, ...changes } = row;
  await tx.insert(ebooks).values(row).onConflictDoUpdate({ target: ebooks.slug, set: changes });
}

export async function ebookCategoryExists(db: Db | Tx, slug: string): Promise<boolean> {
  return Boolean(
    await firstRow(
      db.select({ slug: ebookCategories.slug }).from(ebookCategories).where(eq(ebookCategories.slug, slug)),
    ),
  );
}

export async function listEbookCategoryOptions(db: Db) {
  return db
    .select({ key: ebookCategories.slug, name: ebookCategories.name })
    .from(ebookCategories)
    .orderBy(asc(ebookCategories.sortOrder));
}
