import { describe, expect, it } from 'vitest';
import { blocksFromMarkdown, markdownFromBlocks } from '@meridian/domain/content/markdown-blocks';
import { readArticles } from '#api/db/seed/content-files/articles.ts';

describe('articles as Markdown in the back office', () => {
  it('reads every seeded article’s Markdown back to the same blocks, so an editor can open any of them', () => {
    for (const article of readArticles()) {
      const markdown = markdownFromBlocks(article.body);
      expect(blocksFromMarkdown(markdown), article.slug).toEqual({ ok: true, body: article.body });
    }
  });
});
