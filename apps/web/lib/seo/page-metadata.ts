import 'server-only';
import type { Metadata } from 'next';
import { withPage } from '@meridian/domain/pagination';
import { sitePath } from '@meridian/domain/routes/site-routes';
import { brand } from '@/lib/brand/brand.ts';
import { currentVariant } from '@/lib/variant/current-variant.ts';
import { cachedSeoMeta } from './cached-seo-meta.ts';

/**
 * A page's metadata: the editor's SEO meta (from the data cache, tag `seo-meta`) wins over the page's own
 * defaults; titles carry the brand. The editor's title and description are written for India's
 * students: the Vietnam and Saudi sites keep the page's own words, which name theirs (issue 32). Page 2 onwards of a listing (`?page=`, in the page's variant)
 * says its number in the title and description and is its own canonical, so no two pages of a
 * listing share a title and search engines index every page's items. An article says so in its
 * Open Graph type, with when it was published and changed, who wrote it and its section and tags.
 */
export async function pageMetadata(defaults: {
  title: string;
  description: string;
  /** The page's route (`/usa/masters`), without the base path. */
  path: string;
  /** The route search engines should index instead, when the page shows another's subject in a context (an exam in a listing). */
  canonical?: string;
  article?: {
    publishedTime: string;
    modifiedTime: string;
    authors: string[];
    section: string;
    tags: string[];
  };
}): Promise<Metadata> {
  const { query, region } = await currentVariant();
  const meta = await cachedSeoMeta(sitePath(defaults.path));
  const words = region === 'default' ? meta : undefined;
  const page = Number(query.page ?? 1);
  const ofPage = page > 1 ? ` (page ${page})` : '';
  const title = `${words?.title ?? defaults.title}${ofPage} | ${brand().name}`;
  const description = `${words?.description ?? defaults.description}${page > 1 ? ` Page ${page}.` : ''}`;
  // The editor's canonical names the listing; page 2 onwards stays its own page of it.
  const listing = meta?.canonical ?? sitePath(defaults.canonical ?? defaults.path);
  const canonical = page > 1 ? withPage(listing, page) : listing;
  return {
    title,
    description,
    alternates: { canonical },
    ...(meta?.robots ? { robots: meta.robots } : {}),
    openGraph: {
      title,
      description,
      url: canonical,
      siteName: brand().name,
      ...(defaults.article ? { type: 'article', ...defaults.article } : { type: 'website' }),
    },
  };
}
