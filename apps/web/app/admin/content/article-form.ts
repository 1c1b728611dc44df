import { z } from 'zod';
import { ArticleInput, type AdminArticle } from '@meridian/domain/cms/articles-admin';
import { Slug } from '@meridian/domain/content/slug';

/** When readers see the article: not yet, now, or at a time given in IST. */
export const WHEN_OPTIONS = [
  { value: 'draft', label: 'Keep as a draft' },
  { value: 'now', label: 'Publish now' },
  { value: 'later', label: 'Schedule for later' },
] as const;

const IST_OFFSET = '+05:30';

/** The form: the article's fields, with its publishing as one choice and an IST time. */
export const ArticleForm = ArticleInput.pick({
  slug: true,
  title: true,
  summary: true,
  bodyMarkdown: true,
  categorySlug: true,
})
  .extend({
    authorSlug: Slug,
    when: z.enum(['draft', 'now', 'later']),
    /** `YYYY-MM-DDTHH:mm`, India time. */
    publishAt: z.string(),
  })
  .refine((form) => form.when !== 'later' || !Number.isNaN(Date.parse(`${form.publishAt}:00${IST_OFFSET}`)), {
    message: 'choose the date and time to publish at',
    path: ['publishAt'],
  });
export type ArticleForm = z.infer<typeof ArticleForm>;

/** A UTC instant as `YYYY-MM-DDTHH:mm` in India time, for a datetime-local field. */
function istLocal(iso: string): string {
  return new Date(new Date(iso).getTime() + 330 * 60_000).toISOString().slice(0, 16);
}

export function formOf(article: AdminArticle): ArticleForm {
  const later = article.status === 'published' && new Date(article.publishAt) > new Date();
  return {
    slug: article.slug,
    title: article.title,
    summary: article.summary,
    bodyMarkdown: article.bodyMarkdown,
    categorySlug: article.categorySlug,
    authorSlug: article.authorSlug,
    when: article.status === 'draft' ? 'draft' : later ? 'later' : 'now',
    publishAt: istLocal(article.publishAt),
  };
}

/** What the API takes; the FAQs and tags the form does not edit are kept as they were. */
export function inputOf(form: ArticleForm, current: AdminArticle | undefined): ArticleInput {
  return {
    slug: form.slug,
    title: form.title,
    summary: form.summary,
    bodyMarkdown: form.bodyMarkdown,
    categorySlug: form.categorySlug,
    authorSlug: form.authorSlug,
    tags: current?.tags ?? [],
    faqs: current?.faqs ?? [],
    status: form.when === 'draft' ? 'draft' : 'published',
    publishAt:
      form.when === 'later'
        ? new Date(`${form.publishAt}:00${IST_OFFSET}`).toISOString()
        : form.when === 'now' && current && new Date(current.publishAt) > new Date()
          ? new Date().toISOString()
          : null,
  };
}
