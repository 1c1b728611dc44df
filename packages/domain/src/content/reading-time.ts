import type { ContentBlock } from './blocks.ts';
import { plainText } from './inline-links.ts';

const WORDS_PER_MINUTE = 200;

/** The words a reader sees in a block, links reduced to their labels. */
export function blockText(block: ContentBlock): string {
  switch (block.type) {
    case 'heading':
    case 'paragraph':
    case 'callout':
      return plainText(block.text);
    case 'list':
      return block.items.map(plainText).join(' ');
    case 'table':
      return [block.caption, ...block.columns, ...block.rows.flat()].join(' ');
    case 'faq':
      return block.items.map((f) => `${f.question} ${f.answer}`).join(' ');
    case 'image':
      return '';
  }
}

export function wordCount(blocks: readonly ContentBlock[]): number {
  return blocks
    .map(blockText)
    .join(' ')
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;
}

/** Minutes to read at 200 words a minute, at least one. */
export function readingMinutes(blocks: readonly ContentBlock[]): number {
  return Math.max(1, Math.round(wordCount(blocks) / WORDS_PER_MINUTE));
}
