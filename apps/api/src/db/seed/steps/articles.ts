import { readingMinutes } from '@meridian/domain/content/reading-time';
import { articleCategories, articles, authors } from '#api/db/schema/articles.ts';
import {
  readArticleCategories,
  readArticles,
  readEditorialTeam,
} from '#api/db/seed/content-files/articles.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/**
 * The editorial team's byline, article categories and articles, from `content/articles`. Rows
 * already present are kept (an editor may have changed them), so a newer version of this step only
 * adds what is new. Every article is the team's: no invented person signs one in production.
 */
export const articlesStep: SeedStep = {
  name: 'articles-library-v3',
  async run(tx) {
    const team = readEditorialTeam();
    await tx.insert(authors).values(team).onConflictDoNothing();
    await tx
      .insert(articleCategories)
      .values(readArticleCategories().map((c, i) => ({ ...c, sortOrder: i })))
      .onConflictDoNothing();
    await tx
      .insert(articles)
      .values(
        readArticles().map(({ category, trendingRank, ...article }) => ({
          ...article,
          categorySlug: category,
          authorSlug: team.slug,
          readMinutes: readingMinutes(article.body),
          trendingRank: trendingRank ?? null,
        })),
      )
      .onConflictDoNothing();
  },
};
