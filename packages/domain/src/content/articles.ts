import { z } from 'zod';
import { Faq } from '../faq.ts';
import { TagRef } from './article-tags.ts';
import { ContentBody } from './blocks.ts';
import { ShownFactCheck } from './fact-check.ts';
import { Slug } from './slug.ts';
import { pageQuery, paginated } from '../pagination.ts';
import { PAGE_SIZES } from '../page-sizes.ts';

export const AuthorRef = z.object({ slug: Slug, name: z.string().min(3) });

export const Author = AuthorRef.extend({
  role: z.string().min(3),
  bio: z.string().min(40),
  expertise: z.array(z.string().min(2)).min(1),
  /** A persona of the sample data outside production, not a real person: its bio is marked so. */
  sample: z.boolean(),
}).meta({ id: 'Author' });
export type Author = z.infer<typeof Author>;

export const ArticleCategory = z
  .object({ slug: Slug, name: z.string().min(3), description: z.string().min(20) })
  .meta({ id: 'ArticleCategory' });
export type ArticleCategory = z.infer<typeof ArticleCategory>;

export const ArticleSummary = z
  .object({
    slug: Slug,
    title: z.string().min(10).max(160),
    summary: z.string().min(40).max(400),
    category: ArticleCategory.pick({ slug: true, name: true }),
    author: AuthorRef,
    tags: z.array(Slug),
    publishedOn: z.iso.date(),
    updatedOn: z.iso.date(),
    readMinutes: z.number().int().positive(),
  })
  .meta({ id: 'ArticleSummary' });
export type ArticleSummary = z.infer<typeof ArticleSummary>;

export const ArticleDetail = ArticleSummary.extend({
  body: ContentBody,
  faqs: z.array(Faq),
  authorProfile: Author,
  related: z.array(ArticleSummary),
  /** The article's tags that have a tag page, to link to. */
  tagPages: z.array(TagRef),
  ...ShownFactCheck.shape,
}).meta({ id: 'ArticleDetail' });
export type ArticleDetail = z.infer<typeof ArticleDetail>;

/** `?page=&size=` of every article listing (hub, category, tag, author): 9 a page, as SPEC.md §9's exam CMS lists. */
export const ArticlePageQuery = z.object(pageQuery(PAGE_SIZES.examCms));

export const ArticleListQuery = ArticlePageQuery.extend({ tag: Slug.optional() });
export type ArticleListQuery = z.infer<typeof ArticleListQuery>;

export const ArticlePage = paginated(ArticleSummary).meta({ id: 'ArticlePage' });
export type ArticlePage = z.infer<typeof ArticlePage>;

export const CategoryArticles = ArticlePage.extend({ category: ArticleCategory }).meta({
  id: 'CategoryArticles',
});
export type CategoryArticles = z.infer<typeof CategoryArticles>;

export const TagArticles = ArticlePage.extend({ tag: TagRef }).meta({ id: 'TagArticles' });
export type TagArticles = z.infer<typeof TagArticles>;

export const AuthorArticles = ArticlePage.extend({ author: Author }).meta({ id: 'AuthorArticles' });
export type AuthorArticles = z.infer<typeof AuthorArticles>;

/** The hub: one page of every article, newest first, and every category with its newest articles. */
export const ArticleHub = ArticlePage.extend({
  categories: z.array(ArticleCategory.extend({ articles: z.array(ArticleSummary), total: z.number() })),
}).meta({ id: 'ArticleHub' });
export type ArticleHub = z.infer<typeof ArticleHub>;

export const Tag = z.object({ slug: Slug, articleCount: z.number().int() }).meta({ id: 'Tag' });

export const TrendingQuery = z.object({
  sourceUrl: z.string().min(1).max(500).startsWith('/', 'must be a path starting with /'),
  countrySlug: Slug.optional(),
});
export type TrendingQuery = z.infer<typeof TrendingQuery>;

export const TrendingLinks = z
  .object({ links: z.array(z.object({ label: z.string(), href: z.string().startsWith('/') })) })
  .meta({ id: 'TrendingLinks' });
export type TrendingLinks = z.infer<typeof TrendingLinks>;
