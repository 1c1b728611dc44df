import { expect, test } from '@playwright/test';
import { structuredDataProblems } from '@meridian/domain/seo/structured-data';
import { crawlSite } from '../crawl/crawl-site.ts';
import { signIn } from '../fixtures/login.ts';
import { fillLearnerLists } from '../sweep/learner-lists.ts';
import { sitemapPages } from '../sweep/sitemap-pages.ts';
import { SWEEP_ROLES } from '../sweep/sweep-roles.ts';
import { sweepRole } from '../sweep/sweep-run.ts';

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const ORIGIN = `http://127.0.0.1:${WEB_PORT}`;
const BASE_PATH = '/study-abroad';

/** Paths that answer files or JSON rather than pages: their links must work, their bodies are not pages. */
const isResource = (path: string) =>
  /^\/study-abroad\/(api|ebooks\/download|sitemaps?)\b|\.(xml|txt|pdf)$/.test(path);

const shortUrl = (url: string | undefined) => {
  if (!url) return 'nowhere (the start page)';
  const { pathname, search } = new URL(url);
  return pathname + search;
};

test('a crawl from the home page finds no broken link, missing or duplicate title, or invalid JSON-LD', async () => {
  // One crawl, every finding: soft assertions list all problems of a run at once. About 2 minutes on
  // a quiet 2-core machine; the limit leaves room for a machine shared with other work.
  test.setTimeout(420_000);
  const started = Date.now();
  const { pages, skipped } = await crawlSite({
    start: `http://127.0.0.1:${WEB_PORT}${BASE_PATH}/`,
    pathPrefix: BASE_PATH,
    concurrency: 4,
    perTemplate: 200,
    perQueryTemplate: 5,
    isResource,
  });
  const rendered = pages.filter((page) => page.facts);
  test.info().annotations.push({
    type: 'crawl',
    description: `${rendered.length} pages rendered, ${pages.length} addresses checked, ${skipped} links past the per-template cap, ${((Date.now() - started) / 1000).toFixed(0)} s`,
  });

  expect.soft(rendered.length, 'distinct pages reached').toBeGreaterThanOrEqual(800);

  const broken = pages
    .filter((page) => page.status >= 400)
    .map(
      (page) =>
        `${page.status} ${shortUrl(page.url)}${page.redirectedTo ? ` → ${shortUrl(page.redirectedTo)}` : ''} (linked from ${shortUrl(page.linkedFrom)})`,
    );
  expect.soft(broken, 'broken internal links').toEqual([]);

  const missing = rendered.flatMap(({ url, facts }) =>
    (['title', 'description', 'canonical'] as const)
      .filter((field) => !facts?.[field])
      .map((field) => `${shortUrl(url)} has no ${field}`),
  );
  expect.soft(missing, 'pages without a title, description or canonical link').toEqual([]);

  // Search engines want one absolute canonical, on the host the page was served from.
  const origin = `http://127.0.0.1:${WEB_PORT}`;
  const relativeCanonicals = rendered
    .filter(({ facts }) => facts?.canonical && !facts.canonical.startsWith(`${origin}${BASE_PATH}`))
    .map(({ url, facts }) => `${shortUrl(url)}: ${facts?.canonical}`);
  expect.soft(relativeCanonicals, 'canonical links not absolute on this site').toEqual([]);

  // Pages with one canonical are one page to a search engine (the login page, whatever its return target).
  const byTitle = new Map<string, Set<string>>();
  for (const { url, facts } of rendered) {
    if (!facts?.title) continue;
    const page = facts.canonical ?? shortUrl(url);
    byTitle.set(facts.title, (byTitle.get(facts.title) ?? new Set<string>()).add(page));
  }
  const duplicates = [...byTitle]
    .filter(([, pages]) => pages.size > 1)
    .map(([title, pages]) => `"${title}": ${[...pages].join(', ')}`);
  expect.soft(duplicates, 'titles shared by several pages').toEqual([]);

  const blocks = rendered.flatMap(({ url, facts }) => (facts?.jsonLd ?? []).map((json) => ({ url, json })));
  const invalid = blocks.flatMap(({ url, json }) =>
    structuredDataProblems(json).map((problem) => `${shortUrl(url)}: ${problem}`),
  );
  expect.soft(blocks.length, 'JSON-LD blocks found').toBeGreaterThan(rendered.length / 2);
  expect.soft(invalid, 'invalid JSON-LD blocks').toEqual([]);
});

/**
 * The browser sweep: each role opens, in Chromium, a sample of every page template the sitemaps
 * list and every page of its own menus, and fails on a console error, an uncaught exception (a
 * hydration mismatch among them), a failed or 5xx request for the site's own resources, an error
 * status or screen, or a failed page check (sweep/page-checks.ts). A role's share runs as several
 * tests where it is large, so both workers take part.
 */
for (const role of SWEEP_ROLES) {
  for (let shard = 0; shard < role.shards; shard += 1) {
    const part = role.shards > 1 ? ` (part ${shard + 1} of ${role.shards})` : '';
    test(`as a ${role.name}${part}, every page template opens without an error`, async ({ browser }) => {
      test.setTimeout(300_000);
      const started = Date.now();
      const context = await browser.newContext({
        viewport: role.viewport,
        isMobile: role.phone,
        hasTouch: role.phone,
      });
      // The phone layout check moves time on past the bars' wait rather than sleeping through it.
      if (role.phone) await context.clock.install();
      if (role.email) {
        if (role.learner) await fillLearnerLists(context.request, role.email);
        await signIn(context, role.email);
      }
      const sitemap = await sitemapPages(ORIGIN, role.perTemplate);
      const report = await sweepRole(await context.newPage(), { role, origin: ORIGIN, sitemap, shard });
      await context.close();
      test.info().annotations.push({
        type: 'sweep',
        description: `${report.visited.length} pages in ${((Date.now() - started) / 1000).toFixed(0)} s`,
      });
      expect(report.problems, `problems met by a ${role.name}`).toEqual([]);
    });
  }
}
