import {
  ArticleDetail,
  ArticleHub,
  AuthorArticles,
  CategoryArticles,
  TagArticles,
  TrendingLinks,
} from '@meridian/domain/content/articles';
import { ExamHub, ExamPage, ExamPageList } from '@meridian/domain/content/exams';
import {
  CalculatorPageContent,
  type CalculatorContentSlug,
} from '@meridian/domain/content/calculator-content';
import { EditorialSitemap } from '@meridian/domain/content/sitemap';
import { countryCategorySlug } from '@meridian/domain/content/country-category';
import { ApiError } from './api-error.ts';
import type { ApiClient } from './http-client.ts';
import { CONTENT_REVALIDATE_SECONDS } from './content-api.ts';

const cached = (tag: string) => ({ next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags: [tag] } });

/** GET {cms}/page/articles/home?page=: one page of every article, newest first, and every category. */
export function getArticleHub(api: ApiClient, page = 1): Promise<ArticleHub> {
  return api.request('cms', '/page/articles/home', {
    query: { page },
    schema: ArticleHub,
    ...cached('articles'),
  });
}

/** GET {cms}/articles/{slug}. */
export function getArticle(api: ApiClient, slug: string): Promise<ArticleDetail> {
  return api.request('cms', `/articles/${encodeURIComponent(slug)}`, {
    schema: ArticleDetail,
    ...cached(`article:${slug}`),
  });
}

/** GET {cms}/articles/category/{slug}?page=&size=; `size` defaults to the list's page size. */
export function getCategoryArticles(
  api: ApiClient,
  slug: string,
  page: number,
  size?: number,
): Promise<CategoryArticles> {
  return api.request('cms', `/articles/category/${encodeURIComponent(slug)}`, {
    query: { page, size },
    schema: CategoryArticles,
    ...cached('articles'),
  });
}

/** How many of its articles a destination's guide shows. */
const COUNTRY_READS = 6;

/**
 * A destination guide's top reads: the newest articles of its category (`countryCategorySlug`, the
 * category the mega-menu's reads and view-all link use). Null while it has none, or does not exist:
 * production starts with no articles.
 */
export async function listCountryReads(
  api: ApiClient,
  countrySlug: string,
): Promise<CategoryArticles | null> {
  try {
    const reads = await getCategoryArticles(api, countryCategorySlug(countrySlug), 1, COUNTRY_READS);
    return reads.items.length > 0 ? reads : null;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** GET {cms}/articles/tag/{slug}?page=. */
export function getTagArticles(api: ApiClient, slug: string, page: number): Promise<TagArticles> {
  return api.request('cms', `/articles/tag/${encodeURIComponent(slug)}`, {
    query: { page },
    schema: TagArticles,
    ...cached('articles'),
  });
}

/** GET {cms}/author/{slug}?page=. */
export function getAuthorArticles(api: ApiClient, slug: string, page: number): Promise<AuthorArticles> {
  return api.request('cms', `/author/${encodeURIComponent(slug)}`, {
    query: { page },
    schema: AuthorArticles,
    ...cached('articles'),
  });
}

export type TrendingResult = TrendingLinks | { status: 404; statusText: 'Not Found' };

/** GET {cms}/page/v1/trending-interlinking; any failure falls back to 404 "Not Found" (SPEC.md §8). */
export async function getTrendingInterlinking(
  api: ApiClient,
  query: { sourceUrl: string; countrySlug?: string },
): Promise<TrendingResult> {
  try {
    return await api.request('cms', '/page/v1/trending-interlinking', {
      query,
      schema: TrendingLinks,
      ...cached('articles'),
    });
  } catch {
    return { status: 404, statusText: 'Not Found' };
  }
}

/** GET {cms}/exams: the exam hub. */
export function getExamHub(api: ApiClient): Promise<ExamHub> {
  return api.request('cms', '/exams', { schema: ExamHub, ...cached('exams') });
}

/** GET {cms}/exams/pages?category=&page=: exam pages 9 at a time, every exam's or one category's. */
export function listExamPages(
  api: ApiClient,
  query: { category?: string | undefined; page: number },
): Promise<ExamPageList> {
  return api.request('cms', '/exams/pages', { query, schema: ExamPageList, ...cached('exams') });
}

/** GET {cms}/exams/{exam}/{page}. */
export function getExamPage(api: ApiClient, exam: string, page: string): Promise<ExamPage> {
  return api.request('cms', `/exams/${encodeURIComponent(exam)}/${encodeURIComponent(page)}`, {
    schema: ExamPage,
    ...cached('exams'),
  });
}

/**
 * GET {cms}/calculator/slug/{slug}: the words around a calculator; undefined when there are none
 * (an empty database before the import) or the API cannot answer, so the page still shows its calculator.
 */
export async function getCalculatorContent(
  api: ApiClient,
  slug: CalculatorContentSlug,
): Promise<CalculatorPageContent | undefined> {
  try {
    return await api.request('cms', `/calculator/slug/${encodeURIComponent(slug)}`, {
      schema: CalculatorPageContent,
      ...cached('calculator-pages'),
    });
  } catch (error) {
    if (error instanceof ApiError) return undefined;
    throw error;
  }
}

/** GET {cms}/sitemap: every editorial page with the day it last changed. */
export function getEditorialSitemap(api: ApiClient): Promise<EditorialSitemap> {
  return api.request('cms', '/sitemap', { schema: EditorialSitemap, ...cached('sitemap') });
}
