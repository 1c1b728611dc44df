import { describe, expect, it } from 'vitest';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { readArticleCategories, readArticles, readAuthors } from './articles.ts';

// Reading checks each file against the served schemas; this checks what joins files together.
const ARTICLES = readArticles();
const ARTICLE_CATEGORIES = readArticleCategories();
const AUTHORS = readAuthors();
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

  it.each(ARTICLES.map((a) => [a.slug, a] as const))(
    '%s names a real author and category, has a source, and links only to pages that exist',
    (_, article) => {
      expect(article.sources.length).toBeGreaterThan(0);
      expect(AUTHORS.map((a) => a.slug)).toContain(article.author);
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
