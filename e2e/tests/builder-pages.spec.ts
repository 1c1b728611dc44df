import { expect, test } from '@playwright/test';

test.describe('page-builder pages', () => {
  test('a branded page renders at the brand slug, beside destination pages', async ({ page }) => {
    const response = await page.goto('/study-abroad/meridian-office');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Meridian Offices' })).toBeVisible();
    await expect(page).toHaveTitle(/Meridian Offices/);
    await page.goto('/study-abroad/about-us');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect((await page.goto('/study-abroad/no-such-page'))?.status()).toBe(404);
  });

  test('security.txt is reached from the root of the host', async ({ request }) => {
    const res = await request.get('/.well-known/security.txt');
    expect(res.status()).toBe(200);
    expect(res.url()).toMatch(/\/study-abroad\/security\.txt$/);
    const text = await res.text();
    expect(text).toMatch(/^Contact: mailto:/m);
    expect(text).toMatch(/^Expires: \d{4}-\d\d-\d\dT/m);
    expect(text).toContain('/study-abroad/report-a-vulnerability');
  });
});
