import { z } from 'zod';
import { Slug } from './slug.ts';

/**
 * A tag gets its own page (`/articles/tag/{slug}`) only when at least this many articles carry it:
 * a page listing one article repeats that article and adds nothing for a reader or a search engine.
 */
export const TAG_PAGE_MIN_ARTICLES = 2;

export const TagRef = z.object({ slug: Slug, name: z.string().min(2) }).meta({ id: 'TagRef' });
export type TagRef = z.infer<typeof TagRef>;

/** Words written in capitals: exams, degrees, visas and schemes students know by their letters. */
const UPPER = new Set(
  'aps cas cpt daad f1 gic gmat gre gpa ielts ihs lor mba mbbs ms opt pal pgwp pte sevis sop stem toefl uae ucas uk usa'.split(
    ' ',
  ),
);

/** Proper nouns inside tags: places, tests and programmes named for them. */
const PROPER = new Set(
  'australia berlin blue cambridge campus canada card duolingo entry express finland france germany graduate ireland january london oxford route september toronto vancouver'.split(
    ' ',
  ),
);

/** Tags whose real spelling no rule above gives: hyphens inside the name, mixed case. */
const SPELLED: Record<string, string> = {
  'co-op': 'Co-op',
  'f-1-visa': 'F-1 visa',
  'h-1b': 'H-1B',
  'i-20': 'I-20',
  'need-based': 'Need-based',
  'on-campus-jobs': 'On-campus jobs',
  'part-time-jobs': 'Part-time jobs',
  phd: 'PhD',
};

/** A tag's display name from its slug, in sentence case: `ms-in-usa` → "MS in USA", `stamp-1g` → "Stamp 1G". */
export function tagName(slug: string): string {
  const spelled = SPELLED[slug];
  if (spelled) return spelled;
  const words = slug.split('-').map((word, index) => {
    if (UPPER.has(word) || /^\d+[a-z]$/.test(word)) return word.toUpperCase();
    if (index === 0 || PROPER.has(word)) return word.charAt(0).toUpperCase() + word.slice(1);
    return word;
  });
  return words.join(' ');
}
