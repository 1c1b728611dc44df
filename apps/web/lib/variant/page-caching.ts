import { pageCategoryForPath } from '@meridian/domain/seo/page-category';
import { isLoginRequired } from '@meridian/domain/auth/login-required';

/** What a shared cache (CDN) may keep of a content page; the web app keeps it as long (revalidate 60). */
export const CONTENT_CACHE_CONTROL = 'public, s-maxage=60, stale-while-revalidate=600';
/** Personal pages, and any answer that sets a cookie: kept by no one. */
export const PERSONAL_CACHE_CONTROL = 'private, no-store';

/** The page kinds served from the cache: the same for every visitor of a variant. */
const CONTENT_CATEGORIES = new Set([
  'home',
  'country-detail',
  'course-listing',
  'university-listing',
  'accelerator-programs',
  'university-detail',
  'articles',
  'article-detail',
  'author',
  'exam',
  'exam-detail',
  'knowledge-base',
  'ebooks',
  'consultant',
  'calculator',
  'cgpa-to-gpa-calculator',
  'sgpa-to-percentage-calculator',
  'expense-calculator',
  'html-sitemap',
]);

/** Pages only a signed-in person, or a person holding a link's token, sees. */
const PERSONAL_PATHS = [/^\/login(?:\/|$)/, /^\/payments(?:\/|$)/, /^\/preferences(?:\/|$)/, /\/download\//];

/** The Cache-Control the proxy sets for a page path (without the base path), if any. */
export function cacheControlForPath(pathname: string): string | undefined {
  if (isLoginRequired(pathname) || PERSONAL_PATHS.some((p) => p.test(pathname)))
    return PERSONAL_CACHE_CONTROL;
  return CONTENT_CATEGORIES.has(pageCategoryForPath(pathname)) ? CONTENT_CACHE_CONTROL : undefined;
}
