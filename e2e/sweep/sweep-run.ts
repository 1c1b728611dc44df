import type { Page } from '@playwright/test';
import { sitePath } from '@meridian/domain/routes/site-routes';
import { PAGE_CHECKS, type Visit } from './page-checks.ts';
import type { SitemapPages } from './sitemap-pages.ts';
import type { SweepRole } from './sweep-roles.ts';
import { watchPage, type PageWatch } from './page-watch.ts';

/** Links to files, API answers or leaving the session, not pages. */
const NOT_A_PAGE =
  /^\/study-abroad\/(api|media|university-logos|ebooks\/download|sitemaps?)\b|\/logout\b|\.(xml|txt|pdf|csv)$/;

/** Most menu entries of one shape (`/profile/·`: every tab), and most pages of one shape linked from them. */
const MENU_CAP = 30;
const LINKED_CAP = 3;

/**
 * The shape of one of the role's own pages: ids (numbers, UUIDs, tokens with digits) made one,
 * query values dropped (`/admin/learners/0f3…?tab=notes` is `/admin/learners/·?tab`).
 */
function shapeOf(path: string): string {
  const url = new URL(path, 'http://site');
  const segments = url.pathname.split('/').map((s) => (/\d/.test(s) && s.length > 3 ? '·' : s));
  const keys = [...new Set(url.searchParams.keys())].sort().join('&');
  return segments.join('/') + (keys ? `?${keys}` : '');
}

async function linksIn(page: Page, selector: string, origin: string): Promise<string[]> {
  const hrefs = await page
    .locator(selector)
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  return hrefs.flatMap((href) => {
    const url = new URL(href);
    const path = url.pathname + url.search;
    return url.origin === origin && path.startsWith('/study-abroad') && !NOT_A_PAGE.test(url.pathname)
      ? [path]
      : [];
  });
}

/** Opens one page, waits for it to settle and answers every problem found on it. */
async function visit(page: Page, watch: PageWatch, origin: string, visit: Visit): Promise<string[]> {
  const { path } = visit;
  const url = `${origin}${path}`;
  // A link to a file the browser downloads (a lead export, a receipt) is checked for its status alone.
  const response = await page.goto(url).catch((error: Error) => {
    if (!error.message.includes('Download is starting')) throw error;
    return 'download' as const;
  });
  if (response === 'download') {
    const file = await page.request.get(url);
    return [...watch.take(), ...(file.status() >= 400 ? [`answered ${file.status()}`] : [])];
  }
  await watch.settled();
  const problems: string[] = [];
  const status = response?.status() ?? 0;
  if (status >= 400) problems.push(`answered ${status}`);
  // A file shown in the browser (a document opened from the profile) is checked for its status alone.
  if (!response?.headers()['content-type']?.includes('text/html')) return [...watch.take(), ...problems];
  if (!(await page.locator('html[data-hydrated="true"]').count())) problems.push('never hydrated');
  for (const check of PAGE_CHECKS) {
    problems.push(...(await check.run(page, visit)).map((p) => `${check.name}: ${p}`));
  }
  return [...watch.take(), ...problems];
}

export interface SweepReport {
  visited: string[];
  problems: string[];
}

/**
 * The sweep of one role's share: its slice of the sitemap sample (every `shards`-th page from
 * `shard`), and on shard 0 its own area: the entry pages, every page their menus list that no
 * sitemap template covers, and up to three of each shape linked from those.
 */
export async function sweepRole(
  page: Page,
  options: { role: SweepRole; origin: string; sitemap: SitemapPages; shard: number },
): Promise<SweepReport> {
  const { role, origin, sitemap, shard } = options;
  const watch = watchPage(page, origin);
  const report: SweepReport = { visited: [], problems: [] };
  const open = async (path: string) => {
    report.visited.push(path);
    const found = await visit(page, watch, origin, { role: role.name, path, settled: () => watch.settled() });
    report.problems.push(...found.map((problem) => `${role.name}, ${path}: ${problem}`));
  };

  if (shard === 0) {
    const planned = new Set<string>(role.entries.map(sitePath));
    const perShape = new Map<string, number>();
    const plan = (paths: string[], cap: number) =>
      paths.filter((path) => {
        const shape = shapeOf(path);
        const count = perShape.get(shape) ?? 0;
        if (planned.has(path) || sitemap.covers(path) || count >= cap) return false;
        planned.add(path);
        perShape.set(shape, count + 1);
        return true;
      });
    const menus: string[] = [];
    for (const entry of [...planned]) {
      await open(entry);
      menus.push(...plan(await linksIn(page, 'nav a[href]', origin), MENU_CAP));
    }
    const linked: string[] = [];
    for (const path of menus) {
      await open(path);
      linked.push(...plan(await linksIn(page, 'main a[href]', origin), LINKED_CAP));
    }
    for (const path of linked) await open(path);
  }
  const share = role.publicShare ?? { index: 0, of: 1 };
  const publicPaths = sitemap.paths.filter((_, i) => i % share.of === share.index);
  for (const path of publicPaths.filter((_, i) => i % role.shards === shard)) await open(path);
  return report;
}
