import { asc, count, desc, eq } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { articleCategories, articles, authors } from '#api/db/schema/articles.ts';

// The back office's reads and writes of articles (drafts and scheduled ones included).

export async function listArticlesForEditors(db: Db) {
  return db
    .select({
      slug: articles.slug,
      title: articles.title,
      categorySlug: articles.categorySlug,
      status: articles.status,
      publishAt: articles.publishAt,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .orderBy(desc(articles.updatedAt), asc(articles.slug));
}

export async function findArticleForEditors(db: Db | Tx, slug: string) {
  const [row] = await db.select().from(articles).where(eq(articles.slug, slug)).limit(1);
  return row;
}

export type ArticleWrite = Omit<typeof articles.$inferInsert, 'id' | 'createdAt' | 'trendingRank'>;

export async function upsertArticle(tx: Tx, row: ArticleWrite) {
  const { slug: _slug, publishedOn: _publishedOn, ...changes } = row;
  await tx.insert(articles).values(row).onConflictDoUpdate({ target: articles.slug, set: changes });
}

export async function categoryExists(db: Db | Tx, slug: string): Promise<boolean> {
  const [row] = await db
    .select({ slug: articleCategories.slug })
    .from(articleCategories)
    .where(eq(articleCategories.slug, slug));
  return Boolean(row);
}

export async function authorExists(db: Db | Tx, slug: string): Promise<boolean> {
  const [row] = await db.select({ slug: authors.slug }).from(authors).where(eq(authors.slug, slug));
  return Boolean(row);
}

/** The author who wrote most of a category's articles (the form's default byline). */
export async function usualAuthorOf(db: Db | Tx, categorySlug: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: articles.authorSlug, n: count() })
    .from(articles)
    .where(eq(articles.categorySlug, categorySlug))
    .groupBy(articles.authorSlug)
    .orderBy(desc(count()), asc(articles.authorSlug))
    .limit(1);
  return row?.slug;
}

export async function listCategoryOptions(db: Db) {
  return db
    .select({ slug: articleCategories.slug, name: articleCategories.name })
    .from(articleCategories)
    .orderBy(asc(articleCategories.sortOrder));
}
