import { z } from 'zod';
import { ArticleCategory, ArticleSummary, Author } from '@meridian/domain/content/articles';
import { FactCheck } from '@meridian/domain/content/fact-check';
import { Slug } from '@meridian/domain/content/slug';
import { Faq } from '@meridian/domain/faq';
import { fileNames, readMarkdown, readYaml } from './read-content.ts';

/** The front matter of `content/articles/{slug}.md`; the file name is the slug. */
const ArticleFrontMatter = z.strictObject({
  ...ArticleSummary.pick({ title: true, summary: true, tags: true, publishedOn: true, updatedOn: true })
    .shape,
  category: Slug,
  /** Lower is more trending; absent when the article is not in the trending set. */
  trendingRank: z.number().int().positive().optional(),
  faqs: z.array(Faq).default([]),
  ...FactCheck.shape,
});

/** The byline of every article of the folder (the editorial team, not a person). */
export const readEditorialTeam = () =>
  readYaml('articles/editorial-team.yaml', z.strictObject(Author.omit({ sample: true }).shape));
export const readArticleCategories = () =>
  readYaml('articles/categories.yaml', z.array(z.strictObject(ArticleCategory.shape)));

/** Every article of `content/articles`, by slug. */
export function readArticles() {
  return fileNames('articles', '.md').map((slug) => {
    const { data, body } = readMarkdown(`articles/${slug}.md`, ArticleFrontMatter);
    return { slug: Slug.parse(slug), ...data, body };
  });
}
