import { DESTINATION_SLUGS } from '../destinations.ts';
import { BASE_PATH } from '../base-path.ts';

const destinationSlugs = new Set<string>(DESTINATION_SLUGS);

/**
 * The page category sent with the SEO meta call (SPEC.md §2 lists one per route);
 * page-builder pages fall back to a category derived from their first slug segment.
 */
export function pageCategoryForPath(pathname: string): string {
  const inner = pathname.startsWith(BASE_PATH) ? pathname.slice(BASE_PATH.length) : pathname;
  const segments = inner.split('/').filter(Boolean);
  const [first, second, , fourth] = segments;
  if (!first) return 'home';
  if (destinationSlugs.has(first)) {
    if (!second) return 'country-detail';
    if (second === 'universities') return 'university-listing';
    if (second === 'ua-accelerator-programs') return 'accelerator-programs';
    // `/{country}/{level}/{category}/{exam}`: an exam in a listing's context (SPEC.md §2).
    return fourth === undefined ? 'course-listing' : 'exam-detail';
  }
  const known: Record<string, string> = {
    exam: segments.length > 2 ? 'exam-detail' : 'exam',
    articles: segments.length > 1 && second !== 'category' ? 'article-detail' : 'articles',
    university: 'university-detail',
    universities: 'university-listing',
    abroad: 'course-listing',
    calculator: 'calculator',
    ebooks: 'ebooks',
    webinar: 'webinar',
    webinars: 'webinar',
    events: 'events',
    'knowledge-base': 'knowledge-base',
    profile: 'profile',
    '404': 'not-found',
  };
  return known[first] ?? first;
}
