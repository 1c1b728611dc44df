import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { SelectedFields } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client.ts';
import { categoriesWithCounts } from '#api/db/categories-with-counts.ts';
import type { Tx } from '#api/db/transaction.ts';
import { ebookCategories, ebooks } from '#api/db/schema/ebooks.ts';
import { firstRow } from '#api/db/first-row.ts';
import { liveOnly, liveUnlessPreview } from '#api/db/live.ts';

/** An e-book as lists show it, in the shape of `EbookSummary` but for its body (its pages are counted from it). */
const summaryColumns = {
  id: ebooks.id,
  slug: ebooks.slug,
  title: ebooks.title,
  summary: ebooks.summary,
  category: { slug: ebooks.categorySlug, name: ebookCategories.name },
  downloads: ebooks.downloads,
  isFeatured: ebooks.isFeatured,
  isNewlyAdded: ebooks.isNewlyAdded,
  publishedOn: ebooks.publishedOn,
  cover: ebooks.cover,
  body: ebooks.body,
};

/** E-books with the category each is filed under, reading `columns`. */
export const selectEbooks = <Columns extends SelectedFields>(db: Db, columns: Columns) =>
  db.select(columns).from(ebooks).innerJoin(ebookCategories, eq(ebookCategories.slug, ebooks.categorySlug));

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
  const query = selectEbooks(db, summaryColumns)
    .where(
      and(
        liveOnly(ebooks),
        filter.categorySlug ? eq(ebooks.categorySlug, filter.categorySlug) : undefined,
        filter.isFeatured !== undefined ? eq(ebooks.isFeatured, filter.isFeatured) : undefined,
        filter.isNewlyAdded !== undefined ? eq(ebooks.isNewlyAdded, filter.isNewlyAdded) : undefined,
        filter.excludeId !== undefined ? ne(ebooks.id, filter.excludeId) : undefined,
      ),
    )
    .orderBy(asc(ebookCategories.sortOrder), desc(ebooks.downloads), asc(ebooks.id));
  return filter.limit ? query.limit(filter.limit) : query;
}

/**
 * One e-book by its slug (the site's address) or its id (a download link's); drafts and scheduled
 * ones only with `preview` (editors).
 */
export async function findEbook(
  db: Db,
  key: { slug: string } | { id: number },
  options: { preview?: boolean } = {},
) {
  return firstRow(
    selectEbooks(db, { ...summaryColumns, highlights: ebooks.highlights }).where(
      and(
        'slug' in key ? eq(ebooks.slug, key.slug) : eq(ebooks.id, key.id),
        liveUnlessPreview(ebooks, options),
      ),
    ),
  );
}

export async function listCategories(db: Db) {
  const categories = await categoriesWithCounts(db, ebookCategories, {
    table: ebooks,
    id: ebooks.id,
    categorySlug: ebooks.categorySlug,
    visible: liveOnly(ebooks),
  });
  return categories.map(({ total, ...category }) => ({ ...category, ebooks: total }));
}

export async function countDownload(db: Db | Tx, ebookId: number): Promise<void> {
  await db
    .update(ebooks)
    .set({ downloads: sql`${ebooks.downloads} + 1` })
    .where(eq(ebooks.id, ebookId));
}

/** Every e-book in its category's order, by title. */
export async function listEbookEntries(db: Db) {
  return selectEbooks(db, {
    id: ebooks.id,
    slug: ebooks.slug,
    title: ebooks.title,
    categoryName: ebookCategories.name,
    updatedAt: ebooks.updatedAt,
  })
    .where(liveOnly(ebooks))
    .orderBy(asc(ebookCategories.sortOrder), asc(ebooks.title));
}
