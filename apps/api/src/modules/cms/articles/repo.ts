import { and, arrayContains, asc, count, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '#api/db/client.ts';
import { categoriesWithCounts } from '#api/db/categories-with-counts.ts';
import { articleCategories, articles, authors } from '#api/db/schema/articles.ts';
import { firstRow } from '#api/db/first-row.ts';
import { liveOnly, liveUnlessPreview } from '#api/db/live.ts';

/** An article as lists show it, already in the shape of `ArticleSummary`. */
const summaryColumns = {
  slug: articles.slug,
  title: articles.title,
  summary: articles.summary,
  category: { slug: articles.categorySlug, name: articleCategories.name },
  author: { slug: articles.authorSlug, name: authors.name },
  tags: articles.tags,
  publishedOn: articles.publishedOn,
  updatedOn: articles.updatedOn,
  readMinutes: articles.readMinutes,
};

/** Joins a select from `articles` (made `$dynamic()`) to each article's category and author. */
function withCategoryAndAuthor<T extends PgSelect>(query: T) {
  return query
    .innerJoin(articleCategories, eq(articleCategories.slug, articles.categorySlug))
    .innerJoin(authors, eq(authors.slug, articles.authorSlug));
}

const newestFirst = [desc(articles.publishedOn), asc(articles.slug)] as const;

/** What readers see: published articles whose time has come (a scheduled one appears by itself). */
const live = liveOnly(articles);

export async function listArticleSummaries(
  db: Db,
  filter: { categorySlug?: string; authorSlug?: string; tag?: string; limit: number; offset: number },
) {
  const conditions = [
    live,
    filter.categorySlug ? eq(articles.categorySlug, filter.categorySlug) : undefined,
    filter.authorSlug ? eq(articles.authorSlug, filter.authorSlug) : undefined,
    filter.tag ? arrayContains(articles.tags, [filter.tag]) : undefined,
  ];
  return withCategoryAndAuthor(db.select(summaryColumns).from(articles).$dynamic())
    .where(and(...conditions))
    .orderBy(...newestFirst)
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countArticles(
  db: Db,
  filter: { categorySlug?: string; authorSlug?: string; tag?: string },
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(articles)
    .where(
      and(
        live,
        filter.categorySlug ? eq(articles.categorySlug, filter.categorySlug) : undefined,
        filter.authorSlug ? eq(articles.authorSlug, filter.authorSlug) : undefined,
        filter.tag ? arrayContains(articles.tags, [filter.tag]) : undefined,
      ),
    );
  return row?.n ?? 0;
}

/** One article by slug; drafts and scheduled articles only with `preview` (editors). */
export async function findArticleBySlug(db: Db, slug: string, options: { preview?: boolean } = {}) {
  return firstRow(
    withCategoryAndAuthor(
      db
        .select({
          ...summaryColumns,
          body: articles.body,
          faqs: articles.faqs,
          factsCheckedAt: articles.factsCheckedAt,
          sources: articles.sources,
        })
        .from(articles)
        .$dynamic(),
    ).where(and(eq(articles.slug, slug), liveUnlessPreview(articles, options))),
  );
}

/** Same category first, then articles sharing a tag, newest first. */
export async function listRelatedArticles(
  db: Db,
  options: { slug: string; categorySlug: string; tags: string[]; limit: number },
) {
  const sharesTag = options.tags.length
    ? sql`${articles.tags} && ${sql.param(options.tags)}::text[]`
    : sql`false`;
  return withCategoryAndAuthor(db.select(summaryColumns).from(articles).$dynamic())
    .where(
      and(
        live,
        ne(articles.slug, options.slug),
        sql`(${articles.categorySlug} = ${options.categorySlug} or ${sharesTag})`,
      ),
    )
    .orderBy(sql`(${articles.categorySlug} = ${options.categorySlug}) desc`, ...newestFirst)
    .limit(options.limit);
}

export async function listTrendingArticles(
  db: Db,
  options: { excludeSlug?: string; categorySlugs?: string[]; limit: number },
) {
  return db
    .select({ slug: articles.slug, title: articles.title })
    .from(articles)
    .where(
      and(
        live,
        isNotNull(articles.trendingRank),
        options.excludeSlug ? ne(articles.slug, options.excludeSlug) : undefined,
        options.categorySlugs ? inArray(articles.categorySlug, options.categorySlugs) : undefined,
      ),
    )
    .orderBy(asc(articles.trendingRank))
    .limit(options.limit);
}

export async function listCategoriesWithCounts(db: Db) {
  return categoriesWithCounts(db, articleCategories, {
    table: articles,
    id: articles.id,
    categorySlug: articles.categorySlug,
    visible: live,
  });
}

export async function findCategory(db: Db, slug: string) {
  return firstRow(db.select().from(articleCategories).where(eq(articleCategories.slug, slug)));
}

export async function findAuthor(db: Db, slug: string) {
  return firstRow(db.select().from(authors).where(eq(authors.slug, slug)));
}

export async function listAuthors(db: Db) {
  return db.select({ slug: authors.slug, name: authors.name }).from(authors).orderBy(asc(authors.name));
}

export async function listTagCounts(db: Db, limit: number) {
  const tag = sql<string>`unnest(${articles.tags})`;
  return db
    .select({ slug: tag.as('slug'), articleCount: sql<number>`count(*)::int`.as('article_count') })
    .from(articles)
    .where(live)
    .groupBy(sql`1`)
    .orderBy(sql`2 desc`, sql`1 asc`)
    .limit(limit);
}

/** How many articles carry each of the given tags (tags no article carries are absent). */
export async function countArticlesPerTag(db: Db, tags: string[]) {
  if (tags.length === 0) return [];
  const tag = sql<string>`unnest(${articles.tags})`;
  return db
    .select({ slug: tag.as('slug'), articleCount: sql<number>`count(*)::int`.as('article_count') })
    .from(articles)
    .where(and(live, sql`${articles.tags} && ${sql.param(tags)}::text[]`))
    .groupBy(sql`1`);
}

export async function listAllArticleLinks(db: Db) {
  return db
    .select({ slug: articles.slug, title: articles.title, categorySlug: articles.categorySlug })
    .from(articles)
    .where(live)
    .orderBy(asc(articles.title));
}

/** Every article in its category's order, by title. */
export async function listArticleEntries(db: Db) {
  return withCategoryAndAuthor(db.select(summaryColumns).from(articles).$dynamic())
    .where(live)
    .orderBy(asc(articleCategories.sortOrder), asc(articles.title));
}
