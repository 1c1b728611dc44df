import type { APIRequestContext } from '@playwright/test';
import { RequestCounts } from '@meridian/domain/health';
import { expect, test } from '../fixtures/test.ts';
import { API_URL } from '../fixtures/lead.ts';
import { DEMO, signIn } from '../fixtures/login.ts';

const CONTENT_PAGES = [
  '/study-abroad',
  '/study-abroad/usa',
  '/study-abroad/articles',
  '/study-abroad/abroad/masters/computer-science',
  '/study-abroad/exam/ielts',
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
