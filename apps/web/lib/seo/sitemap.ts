import 'server-only';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { PRIMARY_CATEGORIES } from '@meridian/domain/catalogue/categories';
import type { SitemapEntries } from '@meridian/domain/catalogue/schemas';

export interface SitemapUrl {
  path: string;
  lastModified?: string;
}

/** Courses per sitemap file: well under the 50,000-URL limit, small enough to fetch quickly. */
export const COURSES_PER_SITEMAP = 2000;

const LISTING_LEVELS = ['courses', 'bachelors', 'masters'] as const;

function staticPages(): SitemapUrl[] {
  const countries = DESTINATIONS.filter((d) => d.slug !== 'others');
  return [
    { path: '' },
    { path: '/universities' },
    { path: '/ua-accelerator-programs' },
    { path: '/html-sitemap/sitemap' },
    ...LISTING_LEVELS.map((level) => ({ path: `/abroad/${level}` })),
    ...PRIMARY_CATEGORIES.map((c) => ({ path: `/abroad/courses/${c.slug}` })),
    ...countries.flatMap((d) => [
      { path: `/${d.slug}` },
      { path: `/${d.slug}/universities` },
      ...LISTING_LEVELS.map((level) => ({ path: `/${d.slug}/${level}` })),
    ]),
  ];
}

/** The parts of the split sitemap, each a list of page paths under the base path. */
export function sitemapParts(entries: SitemapEntries): Map<string, SitemapUrl[]> {
  const parts = new Map<string, SitemapUrl[]>();
  parts.set('pages', staticPages());
  parts.set(
    'universities',
    entries.universities.flatMap((u) => [
      { path: `/university/${u.countrySlug}/${u.slug}`, lastModified: u.updatedAt },
      { path: `/university/${u.countrySlug}/${u.slug}/courses`, lastModified: u.updatedAt },
    ]),
  );
  parts.set(
    'programs',
    entries.programs.map((p) => ({ path: `/ua-accelerator-programs/${p.slug}`, lastModified: p.updatedAt })),
  );
  for (let i = 0; i * COURSES_PER_SITEMAP < entries.courses.length; i += 1) {
    parts.set(
      `courses-${i + 1}`,
      entries.courses.slice(i * COURSES_PER_SITEMAP, (i + 1) * COURSES_PER_SITEMAP).map((c) => ({
        path: `/university/${c.countrySlug}/${c.universitySlug}/${c.slug}`,
        lastModified: c.updatedAt,
      })),
    );
  }
  return parts;
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

export function latest(urls: readonly SitemapUrl[]): string | undefined {
  return urls.reduce<string | undefined>(
    (max, u) => (u.lastModified && (!max || u.lastModified > max) ? u.lastModified : max),
    undefined,
  );
}

export function urlsetXml(origin: string, urls: readonly SitemapUrl[]): string {
  const body = urls
    .map(
      (u) =>
        `<url><loc>${escapeXml(`${origin}/study-abroad${u.path}`)}</loc>${u.lastModified ? `<lastmod>${u.lastModified}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, parts: Map<string, SitemapUrl[]>): string {
  const body = [...parts]
    .map(([name, urls]) => {
      const lastmod = latest(urls);
      return `<sitemap><loc>${escapeXml(`${origin}/study-abroad/sitemaps/${name}.xml`)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

export const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8' };
