import { z } from 'zod';
import { TagRef } from './article-tags.ts';
import { Slug } from './slug.ts';

/** The day a page last changed, as the sitemap's `lastmod`. */
const Dated = z.object({ lastModified: z.iso.date() });
const Named = z.object({ slug: Slug, name: z.string().min(2) });
const DirectoryCity = z.object({ slug: Slug, name: z.string().min(2) });

/**
 * Every editorial page with a title and the day it last changed, for the XML and HTML sitemaps:
 * articles with their categories, tag pages and authors; exam pages; the knowledge base; e-books;
 * and the cities of the consultant and IELTS coaching-centre directories. A listing's day is that
 * of its newest entry.
 */
export const EditorialSitemap = z
  .object({
    articleCategories: z.array(Named.extend(Dated.shape)),
    articles: z.array(z.object({ slug: Slug, title: z.string(), categorySlug: Slug }).extend(Dated.shape)),
    tags: z.array(TagRef.extend(Dated.shape)),
    authors: z.array(Named.extend(Dated.shape)),
    exams: z.array(
      Named.extend(Dated.shape).extend({
        pages: z.array(z.object({ slug: Slug, title: z.string() }).extend(Dated.shape)),
      }),
    ),
    knowledgeBase: z.array(
      Named.extend(Dated.shape).extend({
        categories: z.array(
          Named.extend(Dated.shape).extend({
            questions: z.array(z.object({ slug: Slug, question: z.string() }).extend(Dated.shape)),
          }),
        ),
      }),
    ),
    ebooks: z.array(
      z
        .object({ id: z.number().int().positive(), slug: Slug, title: z.string(), categoryName: z.string() })
        .extend(Dated.shape),
    ),
    consultantCities: z.array(DirectoryCity),
    coachingCities: z.array(DirectoryCity),
  })
  .meta({ id: 'EditorialSitemap' });
export type EditorialSitemap = z.infer<typeof EditorialSitemap>;

/** A listing changes when its newest entry does: the latest of its entries' ISO dates. */
export const latestDate = (dates: readonly string[]): string =>
  dates.reduce((max, date) => (date > max ? date : max), '');
