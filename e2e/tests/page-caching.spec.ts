import type { APIRequestContext } from '@playwright/test';
import { encodeCourseFilter } from '@meridian/domain/catalogue/course-filter-url';
import { AdminPageList } from '@meridian/domain/cms/publishing';
import { AdminExamPage, ExamPageInput } from '@meridian/domain/cms/pages-admin';
import { RequestCounts } from '@meridian/domain/health';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { expect, test } from '../fixtures/test.ts';
import { API_URL } from '../fixtures/lead.ts';
import { DEMO, signIn } from '../fixtures/login.ts';

const CONTENT_PAGES = [
  '/study-abroad',
  '/study-abroad/usa',
  '/study-abroad/articles',
  '/study-abroad/abroad/masters/computer-science',
  '/study-abroad/exam/ielts',
  '/study-abroad/usa/masters/computer-science/gre',
];

/** Every request the API has answered since start, its own counting view aside. */
async function apiRequests(request: APIRequestContext): Promise<number> {
  const counts = RequestCounts.parse(await (await request.get(`${API_URL}/dev/request-counts`)).json());
  return Object.entries(counts)
    .filter(([route]) => !route.includes('/dev/'))
    .reduce((sum, [, count]) => sum + count, 0);
}

test.describe('page caching', () => {
  test('content pages may be kept by a CDN and set no cookie', async ({ request }) => {
    for (const path of CONTENT_PAGES) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['cache-control'], path).toMatch(
        /^public, s-maxage=\d+, stale-while-revalidate=\d+$/,
      );
      expect(res.headers()['set-cookie'], path).toBeUndefined();
    }
  });

  test('a second visit to a content page costs the API nothing', async ({ request }) => {
    for (const path of CONTENT_PAGES) {
      await request.get(path);
      // A page older than its s-maxage is refreshed in the background once: one quiet pair of counts is the proof.
      await expect(async () => {
        const before = await apiRequests(request);
        expect((await request.get(path)).status()).toBe(200);
        expect(await apiRequests(request), path).toBe(before);
      }).toPass({ timeout: 20_000 });
    }
  });

  test('made-up query values are served the cached page instead of a new rendering each', async ({
    request,
  }) => {
    await request.get('/study-abroad/usa');
    await expect(async () => {
      const before = await apiRequests(request);
      const filter = encodeCourseFilter({ courseName: `made up ${Date.now()}` });
      const made = `q=${Date.now()}&sort=cheapest&level=phd&filter=${filter}`;
      expect((await request.get(`/study-abroad/usa?${made}`)).status()).toBe(200);
      expect(await apiRequests(request)).toBe(before);
    }).toPass({ timeout: 20_000 });
  });

  test('regional and hide_layout variants are cached apart from the default page', async ({ page }) => {
    await page.goto('/study-abroad/usa');
    await expect(page.getByRole('banner')).toBeVisible();
    const bare = await page.goto('/study-abroad/usa?hide_layout=true');
    // The answer that sets the hide_layout cookie is not one to share.
    expect(bare?.headers()['cache-control']).toBe('private, no-store');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.goto('/study-abroad/usa?hide_layout=false');
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('an edit shows at once on every web process, not after the 60 s refresh', async ({
    context,
    request,
  }) => {
    await signIn(context, DEMO.editor.email);
    const pages = sitePath('/api/cms/admin/exam-pages');
    const admin = (key: string) => `${pages}/${key}`;
    const list = AdminPageList.parse(await (await context.request.get(pages)).json());
    const row = list.items.find((item) => item.status === 'published');
    expect(row, 'a published exam page').toBeDefined();
    const original = ExamPageInput.parse(
      AdminExamPage.parse(await (await context.request.get(admin(row!.key))).json()),
    );
    const path = sitePath(siteRoutes.examPage(original.examSlug, original.slug));
    // A new connection each time: the web processes (WEB_PROCESSES=2 here) take connections in turn.
    const freshVisit = async () => (await request.get(path, { headers: { connection: 'close' } })).text();
    // New on each run: a page an earlier run left in the build's cache cannot pass for this one.
    const marker = `Checked by the caching journey ${Date.now().toString(36)}.`;
    // Every process keeps the page as it was.
    for (let i = 0; i < 4; i += 1) expect(await freshVisit()).not.toContain(marker);

    const summary = `${marker} ${original.summary.slice(0, 300)}`;
    const saved = await context.request.put(admin(row!.key), { data: { ...original, summary } });
    expect(saved.ok(), await saved.text()).toBe(true);
    try {
      // Four visits in a row must all show the edit; one process still serving the old page fails it.
      const everyVisitShowsTheEdit = async () => {
        const visits = await Promise.all([0, 1, 2, 3].map(() => freshVisit()));
        return visits.every((html) => html.includes(marker));
      };
      await expect.poll(everyVisitShowsTheEdit, { timeout: 5_000 }).toBe(true);
    } finally {
      await context.request.put(admin(row!.key), { data: original });
    }
  });

  test('personal pages are kept by no cache', async ({ page, context, request }) => {
    expect((await request.get('/study-abroad/login')).headers()['cache-control']).toBe('private, no-store');
    await signIn(context, DEMO.counsellor.email);
    for (const path of ['/study-abroad/profile', '/study-abroad/admin/leads']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      expect(res?.headers()['cache-control'], path).toBe('private, no-store');
    }
  });
});
