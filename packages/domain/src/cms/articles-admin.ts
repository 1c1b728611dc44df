import { z } from 'zod';
import { Faq } from '../faq.ts';
import { Slug } from '../content/slug.ts';
import { EditedTimes, pageTextFields, PublishStatus } from './publishing.ts';

/** POST /cms/admin/articles, PUT /cms/admin/articles/{slug}: an article as an editor writes it. */
export const ArticleInput = z.object({
  slug: Slug,
  ...pageTextFields({ titleMax: 160, summaryMin: 40, summaryMax: 400 }),
  categorySlug: Slug,
  /** Defaults to the category's usual author when left out. */
  authorSlug: Slug.optional(),
  tags: z.array(Slug).max(12).default([]),
  faqs: z.array(Faq).max(20).default([]),
});
export type ArticleInput = z.infer<typeof ArticleInput>;

/** An article as the back office shows and edits it (the Markdown of its stored body). */
export const AdminArticle = ArticleInput.extend({
  authorSlug: Slug,
  ...EditedTimes.shape,
}).meta({ id: 'AdminArticle' });
export type AdminArticle = z.infer<typeof AdminArticle>;

export const AdminArticleRow = z
  .object({
    slug: Slug,
    title: z.string(),
    categorySlug: Slug,
    status: PublishStatus,
    publishAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'AdminArticleRow' });

export const AdminArticleList = z
  .object({ items: z.array(AdminArticleRow) })
  .meta({ id: 'AdminArticleList' });
export type AdminArticleList = z.infer<typeof AdminArticleList>;

/** The choices of the article form. */
export const ArticleFormOptions = z
  .object({
    categories: z.array(z.object({ slug: Slug, name: z.string() })),
    authors: z.array(z.object({ slug: Slug, name: z.string() })),
  })
  .meta({ id: 'ArticleFormOptions' });
export type ArticleFormOptions = z.infer<typeof ArticleFormOptions>;
