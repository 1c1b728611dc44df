/** A run of paragraph text: plain, or a link written `[label](target)`. */
export type InlineSegment = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string };

const LINK = /\[([^\]]+)\]\(((?:\/|https:\/\/)[^)\s]+)\)/g;

/** Splits text into plain and link segments; targets must be site paths or https URLs. */
export function parseInlineLinks(text: string): InlineSegment[] {
  const segments: InlineSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(LINK)) {
    const index = match.index;
    if (index > last) segments.push({ kind: 'text', text: text.slice(last, index) });
    segments.push({ kind: 'link', text: match[1]!, href: match[2]! });
    last = index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return segments;
}

/** The text a reader sees, links reduced to their labels (for word counts and PDFs). */
export function plainText(text: string): string {
  return text.replace(LINK, '$1');
}
