import { describe, expect, it } from 'vitest';
import { blocksFromMarkdown, markdownFromBlocks } from '@meridian/domain/content/markdown-blocks';
import { ARTICLES } from '../../../db/seed/data/editorial/articles/index.ts';

describe('articles as Markdown in the back office', () => {
  it('reads every seeded article’s Markdown back to the same blocks, so an editor can open any of them', () => {
    for (const article of ARTICLES) {
      const markdown = markdownFromBlocks(article.body);
      expect(blocksFromMarkdown(markdown), article.slug).toEqual({ ok: true, body: article.body });
    }
  });
});
