import { expect, test } from '../fixtures/test.ts';

test.describe('page behaviours', () => {
  test('a page number that is not a valid non-zero number goes to /404', async ({ page }) => {
    for (const bad of ['0', 'abc', '-2', '']) {
      const response = await page.goto(`/study-abroad/usa?page=${bad}`);
      expect(page.url()).toMatch(/\/study-abroad\/404$/);
      expect(response?.status()).toBe(404);
    }
    const ok = await page.goto('/study-abroad/usa?page=2');
    expect(ok?.status()).toBe(200);
  });

  test('a path without the base path gets it prefixed', async ({ page }) => {
    await page.goto('/uk');
    await expect(page).toHaveURL(/\/study-abroad\/uk$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('UK');
  });

  test('hide_layout=true hides header and footer, and the cookie keeps it hidden', async ({
    page,
    context,
  }) => {
    await page.goto('/study-abroad/canada?hide_layout=true');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Canada');
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    const cookies = await context.cookies();
    // Kept inside another site's frame too, where only a SameSite=None cookie is.
    expect(cookies.find((c) => c.name === 'hide_layout')).toMatchObject({ value: 'true', sameSite: 'None' });

    await page.goto('/study-abroad/germany');
    await expect(page.getByRole('banner')).toHaveCount(0);

    await page.goto('/study-abroad/germany?hide_layout=false');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('the header and footer carry the logo, country links and the helpline', async ({ page }) => {
    await page.goto('/study-abroad');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Meridian study abroad home/ })).toBeVisible();
    // The helpline is in the footer (and the phone menu), not in the header's row.
    await expect(header.getByRole('link', { name: /1800 210 2030/ })).toHaveCount(0);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /1800 210 2030/ })).toHaveAttribute(
      'href',
      'tel:18002102030',
    );
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Study in Netherlands' }),
    ).toBeVisible();
  });

  test('the SEO meta can move a page or mark it gone', async ({ page, request }) => {
    const moved = await request.get('/study-abroad/study-in-usa', { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(moved.headers().location).toMatch(/\/study-abroad\/usa$/);

    const gone = await page.goto('/study-abroad/events/pune');
    expect(gone?.status()).toBe(410);
    await expect(page.getByRole('heading', { name: 'This page has been removed' })).toBeVisible();
    await expect(page.getByRole('link', { name: /study abroad home page/ })).toHaveAttribute(
      'href',
      '/study-abroad',
    );
  });

  test('a page carries its inlined stylesheet twice, in its style tag and its component payload, not three times', async ({
    request,
  }) => {
    // patches/next+16.4.6.patch (ADR 013): the global-error boundary wrote the root layout's CSS into
    // the payload a second time, 45 KB of every page's HTML.
    for (const path of ['/study-abroad', '/study-abroad/exam/ielts']) {
      const html = await (await request.get(path)).text();
      const stylesheet = /<style[^>]*>([^<]+)<\/style>/.exec(html)?.[1] ?? '';
      expect(stylesheet.length, path).toBeGreaterThan(10_000);
      const rule = stylesheet.slice(stylesheet.length / 2, stylesheet.length / 2 + 60);
      expect(html.split(rule).length - 1, path).toBe(2);
    }
  });

  test('content pages load no schema library (zod) with their first scripts', async ({ request }) => {
    // Issue 33: evaluating zod before the first frame cost the pages their Lighthouse margin. The
    // page's own script tags are its first-load JS; zod's core names every class it builds.
    const pages = [
      '/study-abroad',
      '/study-abroad/usa',
      '/study-abroad/abroad/masters/computer-science',
      '/study-abroad/university/canada/university-of-toronto',
      '/study-abroad/exam/ielts',
      '/study-abroad/calculator/education-loan',
      '/study-abroad/calculator/ielts-band',
    ];
    for (const path of pages) {
      const html = await (await request.get(path)).text();
      const scripts = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((match) => match[1]!);
      expect(scripts.length, path).toBeGreaterThan(3);
      for (const src of scripts) {
        const code = await (await request.get(src)).text();
        expect(code.includes('"$ZodType"'), `${path} loads zod in ${src}`).toBe(false);
      }
    }
  });

  test('/study-abroad/health answers 200 when web and API are up', async ({ request }) => {
    const res = await request.get('/study-abroad/health');
    expect(res.status()).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', web: 'ok', api: 'ok' });
  });
});
