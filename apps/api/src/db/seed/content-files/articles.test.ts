import { describe, expect, it } from 'vitest';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { readArticleCategories, readArticles } from './articles.ts';
import { readSampleAuthors } from './sample-records.ts';

// Reading checks each file against the served schemas; this checks what joins files together.
const ARTICLES = readArticles();
const ARTICLE_CATEGORIES = readArticleCategories();
const SAMPLE_AUTHORS = readSampleAuthors();
const slugs = new Set(ARTICLES.map((a) => a.slug));
const categories = new Set<string>(ARTICLE_CATEGORIES.map((c) => c.slug));
const destinations = DESTINATIONS.map((d) => d.slug).join('|');
// Pages built in code that articles may link to (exam pages and hubs are checked by the crawl test).
const CODE_LINK = new RegExp(
  `^/((${destinations})(/universities)?|exam/[a-z]+(/[a-z-]+)?|calculator/(education-loan|ielts-band)|[a-z-]+-calculator|consultant|ebooks|enquiry)$`,
);

function internalLinks(body: unknown): string[] {
  return [...JSON.stringify(body).matchAll(/\]\((\/[^)\s]*)\)/g)].map((m) => m[1]!);
}

describe('article library in content/articles', () => {
  it('has at least 60 articles with unique slugs', () => {
    expect(ARTICLES.length).toBeGreaterThanOrEqual(60);
    expect(slugs.size).toBe(ARTICLES.length);
  });

  it('gives every article one sample byline outside production, and names no article that does not exist', () => {
    const bylined = SAMPLE_AUTHORS.flatMap((author) => author.articles);
    expect([...bylined].sort()).toEqual([...slugs].sort());
  });

  it.each(ARTICLES.map((a) => [a.slug, a] as const))(
    '%s names a real category, has a source, and links only to pages that exist',
    (_, article) => {
      expect(article.sources.length).toBeGreaterThan(0);
      expect(categories).toContain(article.category);
      const dead = internalLinks([article.body, article.faqs]).filter((href) => {
        const articleSlug = /^\/articles\/([a-z0-9-]+)$/.exec(href)?.[1];
        const categorySlug = /^\/articles\/category\/([a-z0-9-]+)$/.exec(href)?.[1];
        if (articleSlug) return !slugs.has(articleSlug);
        if (categorySlug) return !categories.has(categorySlug);
        return !CODE_LINK.test(href);
      });
      expect(dead).toEqual([]);
    },
  );
});
