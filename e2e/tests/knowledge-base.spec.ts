import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

const jsonLdTypes = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => (JSON.parse(text) as { '@type': string })['@type'],
  );

test.describe('knowledge base', () => {
  test('a student walks from the hub to an answer, with FAQ and breadcrumb structured data', async ({
    page,
  }) => {
    const response = await page.goto('/study-abroad/knowledge-base');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Study abroad knowledge base' })).toBeVisible();
    await page.getByRole('link', { name: 'Student visas', exact: true }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Student visas: questions and answers' }),
    ).toBeVisible();

    await page.getByRole('link', { name: 'German student visa' }).click();
    await expect(page).toHaveURL(/\/knowledge-base\/student-visa\/germany$/);
    await expect(page.getByText('€11,904 for a year').first()).toBeVisible();
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));

    await page.getByRole('link', { name: 'Read the full answer' }).first().click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'How much must I put in a German blocked account?' }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/How much must I put in a German blocked account\?/);
    await expect(page.getByText(/Expatrio, Fintiba and Coracle/)).toBeVisible();
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(crumbs.getByRole('link', { name: 'German student visa' })).toBeVisible();
    expect(await jsonLdTypes(page)).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
    await page.getByRole('link', { name: 'What is the APS certificate and who needs it?' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'What is the APS certificate and who needs it?',
    );
  });

  test('unknown topics, categories and questions answer 404, not an error', async ({ page }) => {
    for (const path of [
      '/study-abroad/knowledge-base/no-such-topic',
      '/study-abroad/knowledge-base/student-visa/narnia',
      '/study-abroad/knowledge-base/student-visa/uk/no-such-question',
      '/study-abroad/knowledge-base/Student_Visa',
    ]) {
      expect((await page.goto(path))?.status(), path).toBe(404);
    }
  });
});
