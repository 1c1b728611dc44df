import { readingMinutes } from '@meridian/domain/content/reading-time';
import { articleCategories, articles, authors } from '../../schema/articles.ts';
import { readArticleCategories, readArticles, readAuthors } from '../content-files/articles.ts';
import type { SeedStep } from '../seed-step.ts';

/**
 * Authors, article categories and articles, from `content/articles`. Rows already present are kept
 * (an editor may have changed them), so a newer version of this step only adds what is new.
 */
export const articlesStep: SeedStep = {
  name: 'articles-library-v2',
  async run(tx) {
    await tx.insert(authors).values(readAuthors()).onConflictDoNothing();
    await tx
      .insert(articleCategories)
      .values(readArticleCategories().map((c, i) => ({ ...c, sortOrder: i })))
      .onConflictDoNothing();
    await tx
      .insert(articles)
      .values(
        readArticles().map(({ category, author, trendingRank, ...article }) => ({
          ...article,
          categorySlug: category,
          authorSlug: author,
          readMinutes: readingMinutes(article.body),
          trendingRank: trendingRank ?? null,
        })),
      )
      .onConflictDoNothing();
  },
};
