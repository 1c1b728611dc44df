import { and, asc, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { ebookCategories, ebookDownloadRequests, ebooks } from '../../../db/schema/editorial.ts';

const summaryColumns = {
  id: ebooks.id,
  slug: ebooks.slug,
  title: ebooks.title,
  summary: ebooks.summary,
  categorySlug: ebooks.categorySlug,
  categoryName: ebookCategories.name,
  downloads: ebooks.downloads,
  isFeatured: ebooks.isFeatured,
  isNewlyAdded: ebooks.isNewlyAdded,
  publishedOn: ebooks.publishedOn,
  body: ebooks.body,
};

export type EbookRow = Awaited<ReturnType<typeof listEbooks>>[number];

export async function listEbooks(
  db: Db,
  filter: {
    categorySlug?: string;
    isFeatured?: boolean;
    isNewlyAdded?: boolean;
    excludeId?: number;
    limit?: number;
  },
) {
  const query = db
    .select(summaryColumns)
    .from(ebooks)
    .innerJoin(ebookCategories, eq(ebookCategories.slug, ebooks.categorySlug))
    .where(
      and(
        filter.categorySlug ? eq(ebooks.categorySlug, filter.categorySlug) : undefined,
        filter.isFeatured !== undefined ? eq(ebooks.isFeatured, filter.isFeatured) : undefined,
        filter.isNewlyAdded !== undefined ? eq(ebooks.isNewlyAdded, filter.isNewlyAdded) : undefined,
        filter.excludeId !== undefined ? ne(ebooks.id, filter.excludeId) : undefined,
      ),
    )
    .orderBy(asc(ebookCategories.sortOrder), desc(ebooks.downloads), asc(ebooks.id));
  return filter.limit ? query.limit(filter.limit) : query;
}

export async function findEbookBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ ...summaryColumns, highlights: ebooks.highlights })
    .from(ebooks)
    .innerJoin(ebookCategories, eq(ebookCategories.slug, ebooks.categorySlug))
    .where(eq(ebooks.slug, slug))
    .limit(1);
  return row;
}

export async function listCategories(db: Db) {
  return db
    .select({
      slug: ebookCategories.slug,
      name: ebookCategories.name,
      description: ebookCategories.description,
      ebooks: count(ebooks.id),
    })
    .from(ebookCategories)
    .leftJoin(ebooks, eq(ebooks.categorySlug, ebookCategories.slug))
    .groupBy(ebookCategories.slug)
    .orderBy(asc(ebookCategories.sortOrder));
}

/** Records the request and counts the download in one transaction. */
export async function recordDownloadRequest(db: Db, values: typeof ebookDownloadRequests.$inferInsert) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ebookDownloadRequests)
      .values(values)
      .returning({ id: ebookDownloadRequests.id });
    await tx
      .update(ebooks)
      .set({ downloads: sql`${ebooks.downloads} + 1` })
      .where(eq(ebooks.id, values.ebookId));
    return row!;
  });
}

export async function findDownloadRequest(db: Db, id: string) {
  const [row] = await db
    .select({ id: ebookDownloadRequests.id, ebookSlug: ebooks.slug })
    .from(ebookDownloadRequests)
    .innerJoin(ebooks, eq(ebooks.id, ebookDownloadRequests.ebookId))
    .where(eq(ebookDownloadRequests.id, id))
    .limit(1);
  return row;
}
