/** A piece of a title, and whether it is one of the searched words. */
export interface HighlightPart {
  text: string;
  match: boolean;
}

const escape = (word: string) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Splits `text` where a word starts with one of `words` (case and accents aside), so "Stanford
 * University" for ["stan"] is [Stan][ford University]. Longer words are tried first.
 */
export function highlightParts(text: string, words: readonly string[]): HighlightPart[] {
  const usable = [...new Set(words.filter((w) => w.length > 1))].sort((a, b) => b.length - a.length);
  if (usable.length === 0) return [{ text, match: false }];
  // Matched on an accent-free copy of the same length, so the offsets hold for the original.
  const plain = [...text].map((ch) => ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '')[0] ?? ch).join('');
  const pattern = new RegExp(`(?<![a-z0-9])(${usable.map(escape).join('|')})`, 'gi');
  const parts: HighlightPart[] = [];
  let at = 0;
  for (const found of plain.matchAll(pattern)) {
    const start = found.index;
    if (start > at) parts.push({ text: text.slice(at, start), match: false });
    parts.push({ text: text.slice(start, start + found[0].length), match: true });
    at = start + found[0].length;
  }
  if (at < text.length) parts.push({ text: text.slice(at), match: false });
  return parts;
}
