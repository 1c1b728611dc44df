import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { templateOf } from '../crawl/crawl-site.ts';

const BASE_PATH = '/study-abroad';

/**
 * Pages of templates no sitemap lists, because their canonical is another page: an exam in a
 * listing's context (`/usa/masters/computer-science/gre`) names the exam's own page.
 */
const UNLISTED_TEMPLATES = [
  sitePath(siteRoutes.listingExam({ country: 'usa', level: 'masters', subject: 'computer-science' }, 'gre')),
  sitePath(siteRoutes.listingExam({ country: 'uk', level: 'masters', subject: 'data-science' }, 'ielts')),
];

async function locs(url: string): Promise<string[]> {
  const res = await fetch(url);
  if (!res.ok) throw new Error(`${url} answered ${res.status}`);
  return [...(await res.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
}

/**
 * The template a public page is rendered by: the crawl's (first segment, depth, query keys) with a
 * study destination's segment made one (`/usa/masters` and `/uk/courses` are `/{country}/·`), a
 * destination being a first segment with a `universities` page under it in the sitemap.
 */
function templateKey(path: string, destinations: ReadonlySet<string>): string {
  const url = new URL(path, 'http://site');
  const first = url.pathname.slice(BASE_PATH.length).split('/')[1] ?? '';
  const template = templateOf(url, BASE_PATH);
  return destinations.has(first) ? template.replace(`/${first}`, '/{country}') : template;
}

/** `count` entries spread evenly over `list`, so three course pages come from three universities. */
const spread = <T>(list: readonly T[], count: number): T[] =>
  list.length <= count
    ? [...list]
    : Array.from({ length: count }, (_, i) => list[Math.floor((i * list.length) / count)]!);

export interface SitemapPages {
  /** Up to `perTemplate` paths of each template, in sitemap order of templates. */
  paths: string[];
  /** Whether a path is rendered by a template the sitemaps list (then the sitemap sample covers it). */
  covers: (path: string) => boolean;
}

/** The pages the sitemaps list (every part of the index at `/sitemap.xml`) and the unlisted templates', sampled by template. */
export async function sitemapPages(origin: string, perTemplate: number): Promise<SitemapPages> {
  const parts = await locs(`${origin}${BASE_PATH}/sitemap.xml`);
  const paths = (await Promise.all(parts.map(locs))).flat().map((loc) => {
    const url = new URL(loc);
    return url.pathname + url.search;
  });
  const destinations = new Set(
    paths.flatMap((path) => /^\/study-abroad\/([^/]+)\/universities$/.exec(path)?.[1] ?? []),
  );
  const byTemplate = new Map<string, string[]>();
  for (const path of [...paths, ...UNLISTED_TEMPLATES]) {
    const key = templateKey(path, destinations);
    byTemplate.set(key, [...(byTemplate.get(key) ?? []), path]);
  }
  return {
    paths: [...byTemplate.values()].flatMap((list) => spread(list, perTemplate)),
    covers: (path) => byTemplate.has(templateKey(path, destinations)),
  };
}
