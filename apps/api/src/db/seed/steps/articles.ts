import { ContentBody } from '@meridian/domain/content/blocks';
import { readingMinutes } from '@meridian/domain/content/reading-time';
import { Slug } from '@meridian/domain/content/slug';
import { Faq } from '@meridian/domain/faq';
import { articleCategories, articles, authors } from '../../schema/articles.ts';
import { ARTICLES } from '../data/editorial/articles/index.ts';
import { ARTICLE_CATEGORIES, AUTHORS } from '../data/editorial/authors.ts';
import type { SeedStep } from '../seed-step.ts';

/**
 * Authors, article categories and articles. Rows already present are kept (an editor may have
 * changed them), so a newer version of this step only adds what is new: rename it when the library grows.
 */
export const articlesStep: SeedStep = {
  name: 'articles-library-v2',
  async run(tx) {
    await tx
      .insert(authors)
      .values(AUTHORS.map((a) => ({ ...a, expertise: [...a.expertise] })))
      .onConflictDoNothing();
    await tx
      .insert(articleCategories)
      .values(ARTICLE_CATEGORIES.map((c, i) => ({ ...c, sortOrder: i })))
      .onConflictDoNothing();
    await tx
      .insert(articles)
      .values(
        ARTICLES.map((a) => {
          const body = ContentBody.parse(a.body);
          return {
            slug: a.slug,
            title: a.title,
            summary: a.summary,
            categorySlug: a.category,
            authorSlug: a.author,
            // Tags become URL segments and are checked against Slug when served: refuse bad ones here.
            tags: a.tags.map((tag) => Slug.parse(tag)),
            body,
            faqs: a.faqs.map((f) => Faq.parse(f)),
            readMinutes: readingMinutes(body),
            trendingRank: a.trendingRank ?? null,
            publishedOn: a.publishedOn,
            updatedOn: a.updatedOn,
          };
        }),
      )
      .onConflictDoNothing();
  },
};
