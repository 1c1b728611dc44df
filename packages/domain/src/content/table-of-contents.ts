import type { ContentBlock } from './blocks.ts';

export interface TocEntry {
  id: string;
  text: string;
  level: 2 | 3;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** One entry per heading, with a unique anchor id (a repeated heading gets -2, -3 …). */
export function tableOfContents(blocks: readonly ContentBlock[]): TocEntry[] {
  const seen = new Map<string, number>();
  const entries: TocEntry[] = [];
  for (const block of blocks) {
    if (block.type !== 'heading') continue;
    const base = slugify(block.text) || 'section';
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    entries.push({ id: count === 1 ? base : `${base}-${count}`, text: block.text, level: block.level });
  }
  return entries;
}
