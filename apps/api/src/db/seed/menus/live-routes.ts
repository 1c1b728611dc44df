import { CALCULATOR_PAGES } from '@meridian/domain/calculators/calculator-pages';
import { DESTINATIONS } from '@meridian/domain/destinations';

/** Paths of pages built in code that need no content row to exist. */
const CODE_ROUTES: readonly string[] = [
  '/',
  ...DESTINATIONS.map((d) => `/${d.slug}`),
  ...DESTINATIONS.flatMap((d) => ['courses', 'masters', 'universities'].map((list) => `/${d.slug}/${list}`)),
  '/universities',
  '/ua-accelerator-programs',
  '/ua-accelerator-programs/degree/bachelors',
  '/ua-accelerator-programs/degree/masters',
  '/html-sitemap/sitemap',
  '/articles',
  '/exam',
  '/enquiry',
  '/ebooks',
  '/consultant',
  '/knowledge-base',
  '/scholarship',
  '/accommodation',
  '/events',
  '/webinars',
  '/booster-program',
  '/alumni-connect',
  '/schedule-appointment',
  ...CALCULATOR_PAGES.map((c) => c.path),
];

export type IsLive = (href: string) => boolean;

/**
 * Whether a menu link's page exists: external links always, code routes always, content pages
 * (articles, exam pages…) only when their row is in `contentPaths`. Menu links are seeded
 * `enabled` from this, so no menu ever links to a missing page.
 */
export function liveCheck(contentPaths: ReadonlySet<string>): IsLive {
  const live = new Set([...CODE_ROUTES, ...contentPaths]);
  return (href) => /^https:\/\//.test(href) || live.has(href.replace(/\/+$/, '') || '/');
}
