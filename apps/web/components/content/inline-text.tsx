import { sitePath } from '@meridian/domain/routes/site-routes';
import { parseInlineLinks } from '@meridian/domain/content/inline-links';

/**
 * Paragraph text with its inline links. Site links are plain anchors (a full page load, as article
 * links must be, SPEC.md §2); outside links open in a new tab.
 */
export function InlineText({ text }: { text: string }) {
  return parseInlineLinks(text).map((segment, i) => {
    if (segment.kind === 'text') return segment.text;
    const external = segment.href.startsWith('https://');
    return external ? (
      <a key={i} href={segment.href} rel="noopener noreferrer" target="_blank">
        {segment.text}
      </a>
    ) : (
      <a key={i} href={sitePath(segment.href)}>
        {segment.text}
      </a>
    );
  });
}
