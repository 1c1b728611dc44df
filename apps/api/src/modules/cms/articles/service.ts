import {
  type ArticleDetail,
  type ArticleHub,
  type ArticlePage,
  type AuthorArticles,
  type CategoryArticles,
  type TagArticles,
  type TrendingLinks,
  type TrendingQuery,
} from '@meridian/domain/content/articles';
import { TAG_PAGE_MIN_ARTICLES, tagName, type TagRef } from '@meridian/domain/content/article-tags';
import { latestDate, type EditorialSitemap } from '@meridian/domain/content/sitemap';
import { countryCategorySlug } from '@meridian/domain/content/country-category';
import { groupInOrder } from '@meridian/domain/group-in-order';
import { PAGE_SIZES } from '@meridian/domain/page-sizes';
import { pageOf, pageWindow, type PageRequest } from '@meridian/domain/pagination';
import { siteRoutes } from '@meridian/domain/routes/site-routes';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import {
  countArticles,
  countArticlesPerTag,
  findArticleBySlug,
  findAuthor,
  findCategory,
  listArticleEntries,
  listArticleSummaries,
  listCategoriesWithCounts,
  listRelatedArticles,
  listTagCounts,
  listTrendingArticles,
} from './repo.ts';

const RELATED_ARTICLES = 4;
const TRENDING_LINKS = 6;
const HUB_PER_CATEGORY = 3;

/** One page of the articles a filter selects, newest first; a page past the last has no items. */
async function articlePage(
  db: Db,
  filter: { categorySlug?: string; authorSlug?: string; tag?: string },
  request: PageRequest,
): Promise<ArticlePage> {
  const [total, rows] = await Promise.all([
    countArticles(db, filter),
    listArticleSummaries(db, { ...filter, ...pageWindow(request) }),
  ]);
  return pageOf(request, rows, total);
}

export function listArticles(
  db: Db,
  query: PageRequest & { tag?: string | undefined },
): Promise<ArticlePage> {
  return articlePage(db, query.tag ? { tag: query.tag } : {}, query);
}

export async function getArticleHub(db: Db, request: PageRequest): Promise<ArticleHub> {
  const [articles, categories] = await Promise.all([
    articlePage(db, {}, request),
    listCategoriesWithCounts(db),
  ]);
  const withArticles = await Promise.all(
    categories
      .filter((c) => c.total > 0)
      .map(async (c) => ({
        ...c,
        articles: await listArticleSummaries(db, {
          categorySlug: c.slug,
          limit: HUB_PER_CATEGORY,
          offset: 0,
        }),
      })),
  );
  return { ...articles, categories: withArticles };
}

export async function getCategoryArticlesOrThrow(
  db: Db,
  slug: string,
  request: PageRequest,
): Promise<CategoryArticles> {
  const category = await findCategory(db, slug);
  if (!category) throw new AppError('NOT_FOUND', `no article category ${slug}`);
  const listing = await articlePage(db, { categorySlug: slug }, request);
  return {
    ...listing,
    category: { slug: category.slug, name: category.name, description: category.description },
  };
}

export async function getAuthorArticlesOrThrow(
  db: Db,
  slug: string,
  request: PageRequest,
): Promise<AuthorArticles> {
  const author = await findAuthor(db, slug);
  if (!author) throw new AppError('NOT_FOUND', `no author ${slug}`);
  const listing = await articlePage(db, { authorSlug: slug }, request);
  return { ...listing, author };
}

/** The given tags that have a tag page, in the given order. */
async function tagPagesOf(db: Db, tags: string[]): Promise<TagRef[]> {
  const counts = new Map((await countArticlesPerTag(db, tags)).map((c) => [c.slug, c.articleCount]));
  return tags
    .filter((slug) => (counts.get(slug) ?? 0) >= TAG_PAGE_MIN_ARTICLES)
    .map((slug) => ({ slug, name: tagName(slug) }));
}

/** A tag's articles; a tag on fewer than TAG_PAGE_MIN_ARTICLES articles has no page. */
export async function getTagArticlesOrThrow(
  db: Db,
  slug: string,
  request: PageRequest,
): Promise<TagArticles> {
  const [tag] = await tagPagesOf(db, [slug]);
  if (!tag) throw new AppError('NOT_FOUND', `no tag page ${slug}`);
  return { ...(await articlePage(db, { tag: slug }, request)), tag };
}

/** One article; `preview` (an editor's) includes drafts and scheduled articles. */
export async function getArticleOrThrow(
  db: Db,
  slug: string,
  options: { preview?: boolean } = {},
): Promise<ArticleDetail> {
  const row = await findArticleBySlug(db, slug, options);
  if (!row) throw new AppError('NOT_FOUND', `no article ${slug}`);
  const [author, related, tagPages] = await Promise.all([
    findAuthor(db, row.author.slug),
    listRelatedArticles(db, {
      slug,
      categorySlug: row.category.slug,
      tags: row.tags,
      limit: RELATED_ARTICLES,
    }),
    tagPagesOf(db, row.tags),
  ]);
  if (!author) throw new AppError('INTERNAL_SERVER_ERROR', `article ${slug} has no author`);
  return { ...row, authorProfile: author, related, tagPages };
}

export function listTags(db: Db) {
  return listTagCounts(db, PAGE_SIZES.tags);
}

const SOURCE_ARTICLE = /\/articles\/([a-z0-9-]+)\/?$/;

/**
 * Trending links for a page: trending articles of the page's country when it names one, else the
 * overall trending set, never the page itself. No link at all is a 404 the page renders without.
 */
export async function getTrendingInterlinking(db: Db, query: TrendingQuery): Promise<TrendingLinks> {
  const excludeSlug = SOURCE_ARTICLE.exec(query.sourceUrl)?.[1];
  const byCountry = query.countrySlug
    ? await listTrendingArticles(db, {
        excludeSlug,
        categorySlugs: [countryCategorySlug(query.countrySlug)],
        limit: TRENDING_LINKS,
      })
    : [];
  const rows =
    byCountry.length > 0 ? byCountry : await listTrendingArticles(db, { excludeSlug, limit: TRENDING_LINKS });
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'no trending links');
  return { links: rows.map((r) => ({ label: r.title, href: siteRoutes.article(r.slug) })) };
}

/** The editorial sitemap's article pages: categories, articles, tag pages and authors, each dated by its newest article. */
export async function getArticleSitemap(
  db: Db,
): Promise<Pick<EditorialSitemap, 'articleCategories' | 'articles' | 'tags' | 'authors'>> {
  const rows = await listArticleEntries(db);
  const lastModified = (group: readonly { updatedOn: string }[]) => latestDate(group.map((r) => r.updatedOn));
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  const taggings = rows.flatMap((row) => row.tags.map((tag) => ({ tag, updatedOn: row.updatedOn })));
  return {
    articleCategories: groupInOrder(rows, (r) => r.category.slug).map(({ first, rows: group }) => ({
      ...first.category,
      lastModified: lastModified(group),
    })),
    articles: rows.map((r) => ({
      slug: r.slug,
      title: r.title,
      categorySlug: r.category.slug,
      lastModified: r.updatedOn,
    })),
    tags: groupInOrder(taggings, (t) => t.tag)
      .filter(({ rows: group }) => group.length >= TAG_PAGE_MIN_ARTICLES)
      .map(({ first, rows: group }) => ({
        slug: first.tag,
        name: tagName(first.tag),
        lastModified: lastModified(group),
      }))
      .sort(byName),
    authors: groupInOrder(rows, (r) => r.author.slug)
      .map(({ first, rows: group }) => ({
        ...first.author,
        lastModified: lastModified(group),
      }))
      .sort(byName),
  };
}
