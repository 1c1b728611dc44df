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
import type { ModuleDeps } from '../../../platform/module-deps.ts';
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

const SlugParams = z.object({ slug: Slug });

export const articleRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/page/articles/home',
    {
      schema: {
        summary: 'Article hub: one page of every article, newest first, and every category',
        querystring: ArticlePageQuery,
        response: { 200: ArticleHub },
      },
    },
    async (request) => getArticleHub(db, request.query),
  );

  app.get(
    '/articles',
    {
      schema: {
        summary: 'Articles, newest first, optionally with one tag',
        querystring: ArticleListQuery,
        response: { 200: ArticlePage },
      },
    },
    async (request) => listArticles(db, request.query),
  );

  app.get(
    '/articles/category/:slug',
    {
      schema: {
        summary: 'One category of articles, paginated',
        params: SlugParams,
        querystring: ArticlePageQuery,
        response: { 200: CategoryArticles },
      },
    },
    async (request) => getCategoryArticlesOrThrow(db, request.params.slug, request.query),
  );

  app.get(
    '/articles/tag/:slug',
    {
      schema: {
        summary: 'Articles with one tag, paginated; 404 for a tag without a page',
        params: SlugParams,
        querystring: ArticlePageQuery,
        response: { 200: TagArticles },
      },
    },
    async (request) => getTagArticlesOrThrow(db, request.params.slug, request.query),
  );

  app.get(
    '/articles/:slug',
    {
      schema: {
        summary: 'One article with its body, FAQs, author and related articles',
        params: SlugParams,
        response: { 200: ArticleDetail },
      },
    },
    async (request) => getArticleOrThrow(db, request.params.slug),
  );

  app.get(
    '/author/:slug',
    {
      schema: {
        summary: 'An author and their articles, paginated',
        params: SlugParams,
        querystring: ArticlePageQuery,
        response: { 200: AuthorArticles },
      },
    },
    async (request) => getAuthorArticlesOrThrow(db, request.params.slug, request.query),
  );

  app.get(
    '/tags',
    { schema: { summary: 'Article tags by use', response: { 200: z.array(Tag) } } },
    async () => listTags(db),
  );

  app.get(
    '/page/v1/trending-interlinking',
    {
      schema: {
        summary: 'Trending article links for a page, by its country when given',
        querystring: TrendingQuery,
        response: { 200: TrendingLinks },
      },
    },
    async (request) => getTrendingInterlinking(db, request.query),
  );
};
