import { expect, test } from '../fixtures/test.ts';

test.describe('scholarship finder', () => {
  test('filters by country, level and amount in the URL, survive a reload and lead to the guide', async ({
    page,
  }) => {
    await page.goto('/study-abroad/scholarship');
    await expect(page.getByRole('heading', { level: 1, name: 'Scholarship finder' })).toBeVisible();
    const finder = page.getByRole('form', { name: 'Find scholarships' });
    await finder.getByLabel('Country').selectOption({ label: 'UK' });
    await finder.getByLabel('Level').selectOption({ label: "Master's" });
    await finder.getByLabel('Amount a year').selectOption({ label: 'Above ₹30 lakh' });
    await finder.getByRole('button', { name: 'Find scholarships' }).click();

    await expect(page).toHaveURL(/\/scholarship\?country=uk&level=masters&amount=above-30-lakh$/);
    const results = page.getByRole('region', { name: /match your filters/ });
    await expect(results.getByRole('heading', { level: 3 })).toContainText([
      'Chevening Scholarship',
      'Rhodes Scholarship (India)',
    ]);
    await expect(results.getByRole('heading', { name: /GREAT Scholarships/ })).toHaveCount(0);
    const matches = await results.getByRole('heading', { level: 3 }).allTextContents();

    await page.reload();
    await expect(finder.getByLabel('Country')).toHaveValue('uk');
    await expect(finder.getByLabel('Level')).toHaveValue('masters');
    await expect(finder.getByLabel('Amount a year')).toHaveValue('above-30-lakh');
    await expect(results.getByRole('heading', { level: 3 })).toHaveText(matches);

    await results.getByRole('link', { name: 'Read our Chevening Scholarship guide' }).click();
    await expect(page).toHaveURL(/\/articles\/chevening-scholarship$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Chevening');
  });

  test('a shared link with a mistyped filter keeps the others', async ({ page }) => {
    const response = await page.goto('/study-abroad/scholarship?country=germany&amount=lots');
    expect(response?.status()).toBe(200);
    const finder = page.getByRole('form', { name: 'Find scholarships' });
    await expect(finder.getByLabel('Country')).toHaveValue('germany');
    await expect(finder.getByLabel('Amount a year')).toHaveValue('');
    const results = page.getByRole('region', { name: /match your filters/ });
    await expect(results.getByRole('heading', { name: 'Deutschlandstipendium' })).toBeVisible();
    await expect(results.getByRole('heading', { name: /Chevening/ })).toHaveCount(0);
  });
});
