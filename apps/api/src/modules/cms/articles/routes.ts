import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ArticleDetail,
  ArticleHub,
  ArticleListQuery,
  ArticlePage,
  ArticlePageQuery,
  AuthorArticles,
  CategoryArticles,
  Tag,
  TagArticles,
  TrendingLinks,
  TrendingQuery,
} from '@meridian/domain/content/articles';
import { Slug } from '@meridian/domain/content/slug';
import { PreviewQuery } from '@meridian/domain/cms/publishing';
import { editorPreview } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import {
  getArticleHub,
  getArticleOrThrow,
  getAuthorArticlesOrThrow,
  getCategoryArticlesOrThrow,
  getTagArticlesOrThrow,
  getTrendingInterlinking,
  listArticles,
  listTags,
} from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

const SlugParams = z.object({ slug: Slug });

export const articleRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/page/articles/home',
    readRoute('Article hub: one page of every article, newest first, and every category', ArticleHub, {
      querystring: ArticlePageQuery,
    }),
    async (request) => getArticleHub(db, request.query),
  );

  app.get(
    '/articles',
    readRoute('Articles, newest first, optionally with one tag', ArticlePage, {
      querystring: ArticleListQuery,
    }),
    async (request) => listArticles(db, request.query),
  );

  app.get(
    '/articles/category/:slug',
    readRoute('One category of articles, paginated', CategoryArticles, {
      params: SlugParams,
      querystring: ArticlePageQuery,
    }),
    async (request) => getCategoryArticlesOrThrow(db, request.params.slug, request.query),
  );

  app.get(
    '/articles/tag/:slug',
    readRoute('Articles with one tag, paginated; 404 for a tag without a page', TagArticles, {
      params: SlugParams,
      querystring: ArticlePageQuery,
    }),
    async (request) => getTagArticlesOrThrow(db, request.params.slug, request.query),
  );

  app.get(
    '/articles/:slug',
    readRoute(
      'One article with its body, FAQs, author and related articles; previewStatus=true shows an editor drafts and scheduled articles too',
      ArticleDetail,
      { params: SlugParams, querystring: PreviewQuery },
    ),
    async (request) => getArticleOrThrow(db, request.params.slug, editorPreview(request)),
  );

  app.get(
    '/author/:slug',
    readRoute('An author and their articles, paginated', AuthorArticles, {
      params: SlugParams,
      querystring: ArticlePageQuery,
    }),
    async (request) => getAuthorArticlesOrThrow(db, request.params.slug, request.query),
  );

  app.get('/tags', readRoute('Article tags by use', z.array(Tag)), async () => listTags(db));

  app.get(
    '/page/v1/trending-interlinking',
    readRoute('Trending article links for a page, by its country when given', TrendingLinks, {
      querystring: TrendingQuery,
    }),
    async (request) => getTrendingInterlinking(db, request.query),
  );
};
