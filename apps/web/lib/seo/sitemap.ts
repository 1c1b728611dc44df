import 'server-only';
import { isLoginRequired } from '@meridian/domain/auth/login-required';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { PRIMARY_CATEGORIES } from '@meridian/domain/catalogue/categories';
import type { SitemapEntries } from '@meridian/domain/catalogue/schemas';
import type { EditorialSitemap } from '@meridian/domain/content/sitemap';
import { siteRoutes as r, siteUrl, type ListingLevel } from '@meridian/domain/routes/site-routes';
import type { Region } from '@meridian/domain/region/regions';
import type { ApiClient } from '@/lib/api/http-client.ts';
import { getSitemapEntries } from '@/lib/api/catalogue.ts';
import { getEditorialSitemap } from '@/lib/api/editorial.ts';
import { menuLinkPaths } from '@/lib/navigation/menu-view.ts';
import { siteMenus } from '@/lib/navigation/site-menus.ts';

export interface SitemapUrl {
  /** The page's route, without the base path. */
  path: string;
  lastModified?: string;
}

/** Courses per sitemap file: well under the 50,000-URL limit, small enough to fetch quickly. */
export const COURSES_PER_SITEMAP = 2000;

const LISTING_LEVELS: readonly ListingLevel[] = ['courses', 'bachelors', 'masters'];

function staticPages(): SitemapUrl[] {
  const countries = DESTINATIONS.filter((d) => d.slug !== 'others');
  return [
    { path: r.home() },
    { path: r.universityListing({}) },
    { path: r.programListing({}) },
    { path: r.htmlSitemap() },
    { path: r.scholarships() },
    ...LISTING_LEVELS.map((level) => ({ path: r.courseListing({ level }) })),
    ...PRIMARY_CATEGORIES.map((c) => ({ path: r.courseListing({ level: 'courses', subject: c.slug }) })),
    ...countries.flatMap((d) => [
      { path: r.country(d.slug) },
      { path: r.universityListing({ country: d.slug }) },
      ...LISTING_LEVELS.map((level) => ({ path: r.courseListing({ country: d.slug, level }) })),
    ]),
  ];
}

/** A hub page first, dated by its newest page, then its pages. */
function withHub(hubPath: string, urls: SitemapUrl[]): SitemapUrl[] {
  const lastModified = latest(urls);
  return [{ path: hubPath, ...(lastModified ? { lastModified } : {}) }, ...urls];
}

function editorialParts(e: EditorialSitemap): [string, SitemapUrl[]][] {
  return [
    [
      'articles',
      withHub(r.articles(), [
        ...e.articleCategories.map((c) => ({
          path: r.articleCategory(c.slug),
          lastModified: c.lastModified,
        })),
        ...e.tags.map((t) => ({ path: r.articleTag(t.slug), lastModified: t.lastModified })),
        ...e.authors.map((a) => ({ path: r.author(a.slug), lastModified: a.lastModified })),
        ...e.articles.map((a) => ({ path: r.article(a.slug), lastModified: a.lastModified })),
      ]),
    ],
    [
      'exams',
      withHub(
        r.exams(),
        e.exams.flatMap((exam) => [
          { path: r.exam(exam.slug), lastModified: exam.lastModified },
          ...exam.pages.map((p) => ({ path: r.examPage(exam.slug, p.slug), lastModified: p.lastModified })),
        ]),
      ),
    ],
    [
      'knowledge-base',
      withHub(
        r.knowledgeBase(),
        e.knowledgeBase.flatMap((topic) => [
          { path: r.knowledgeBase(topic.slug), lastModified: topic.lastModified },
          ...topic.categories.flatMap((category) => [
            { path: r.knowledgeBase(topic.slug, category.slug), lastModified: category.lastModified },
            ...category.questions.map((q) => ({
              path: r.knowledgeBase(topic.slug, category.slug, q.slug),
              lastModified: q.lastModified,
            })),
          ]),
        ]),
      ),
    ],
    [
      'ebooks',
      withHub(
        r.ebooks(),
        e.ebooks.map((b) => ({ path: r.ebook(b), lastModified: b.lastModified })),
      ),
    ],
    [
      'directory',
      [
        { path: r.consultants() },
        ...e.consultantCities.map((c) => ({ path: r.consultantsIn(c.slug) })),
        ...e.coachingCities.map((c) => ({ path: r.coachingCentres(c.slug) })),
      ],
    ],
  ];
}

/**
 * The parts of the split sitemap, each a list of page paths under the base path. `menuPaths` are the
 * pages the site's menus link to: those no other part lists (course listings by subject, tools,
 * company pages) make the last part, since the header's panels render only in the browser. Pages
 * only for signed-in people (alumni connect) are left out: a crawler gets the login page there.
 */
export function sitemapParts(
  entries: SitemapEntries,
  editorial: EditorialSitemap,
  menuPaths: readonly string[],
): Map<string, SitemapUrl[]> {
  const parts = new Map<string, SitemapUrl[]>();
  parts.set('pages', staticPages());
  for (const [name, urls] of editorialParts(editorial)) parts.set(name, urls);
  parts.set(
    'universities',
    entries.universities.flatMap((u) => [
      { path: r.university(u), lastModified: u.updatedAt },
      { path: r.universityCourses(u), lastModified: u.updatedAt },
    ]),
  );
  parts.set(
    'programs',
    entries.programs.map((p) => ({ path: r.program(p.slug), lastModified: p.updatedAt })),
  );
  for (let i = 0; i * COURSES_PER_SITEMAP < entries.courses.length; i += 1) {
    parts.set(
      `courses-${i + 1}`,
      entries.courses.slice(i * COURSES_PER_SITEMAP, (i + 1) * COURSES_PER_SITEMAP).map((c) => ({
        path: r.course(c),
        lastModified: c.updatedAt,
      })),
    );
  }
  const listed = new Set([...parts.values()].flatMap((urls) => urls.map((u) => u.path)));
  const navigation = menuPaths.filter((path) => !listed.has(path) && !isLoginRequired(path));
  if (navigation.length > 0)
    parts.set(
      'navigation',
      navigation.map((path) => ({ path })),
    );
  return parts;
}

/**
 * Fetches what every part lists, from the pathway (catalogue) and cms (editorial) services, and
 * the menus of the host's region.
 */
export async function loadSitemapParts(api: ApiClient, region: Region): Promise<Map<string, SitemapUrl[]>> {
  const [entries, editorial, menus] = await Promise.all([
    getSitemapEntries(api),
    getEditorialSitemap(api),
    siteMenus(region),
  ]);
  return sitemapParts(entries, editorial, menuLinkPaths(menus));
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
        `<url><loc>${escapeXml(siteUrl(origin, u.path))}</loc>${u.lastModified ? `<lastmod>${u.lastModified}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(origin: string, parts: Map<string, SitemapUrl[]>): string {
  const body = [...parts]
    .map(([name, urls]) => {
      const lastmod = latest(urls);
      return `<sitemap><loc>${escapeXml(siteUrl(origin, r.sitemapPart(name)))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

export const XML_HEADERS = { 'content-type': 'application/xml; charset=utf-8' };
