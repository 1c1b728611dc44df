import { expect, test, type Page } from '@playwright/test';

async function localBusinesses(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .filter((ld) => ld['@type'] === 'LocalBusiness');
}

/** The levels of the headings a reader meets on the page, in order (hidden menus left out). */
async function headingLevels(page: Page): Promise<number[]> {
  return page
    .locator('h1, h2, h3, h4, h5, h6')
    .evaluateAll((headings) =>
      headings.filter((h) => h.checkVisibility()).map((h) => Number(h.tagName.slice(1))),
    );
}

test.describe('directories', () => {
  test('the consultant hub leads to a city with addresses, hours, ratings and LocalBusiness data', async ({
    page,
  }) => {
    await page.goto('/study-abroad/consultant/');
    await page.getByRole('link', { name: 'Consultants in Mumbai' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Study abroad consultants in Mumbai' }),
    ).toBeVisible();
    await expect(page.getByText('Every day 09:30–20:00').first()).toBeVisible();
    await expect(page.getByRole('link', { name: /^Map of / }).first()).toBeVisible();

    // The rating shown is the mean of the reviews shown; they are the demo's invented ones, so the
    // page says so and the structured data carries no rating or review at all.
    const reviews = page.getByRole('region', { name: 'Rated 4.3 out of 5 from 3 reviews' });
    await expect(reviews.getByRole('note')).toContainText('Sample reviews for demonstration');
    await expect(reviews.getByRole('listitem')).toHaveCount(3);
    const stars = reviews.getByRole('img', { name: /out of 5$/ });
    for (const [index, name] of ['5 out of 5', '4 out of 5', '4 out of 5'].entries()) {
      await expect(stars.nth(index)).toHaveAccessibleName(name);
    }
    await expect(reviews.getByRole('listitem').first()).toContainText('Riya D.');
    await expect(reviews.getByRole('listitem').first()).toContainText('03/Sep/2026');

    const [business] = await localBusinesses(page);
    expect(business).toMatchObject({
      address: { '@type': 'PostalAddress', addressCountry: 'IN' },
      geo: { '@type': 'GeoCoordinates' },
      openingHoursSpecification: { opens: '09:30', closes: '20:00' },
    });
    expect(business).not.toHaveProperty('aggregateRating');
    expect(business).not.toHaveProperty('review');
  });

  test('an IELTS coaching-centre city page lists centres under the IELTS exam', async ({ page }) => {
    const response = await page.goto('/study-abroad/exam/ielts/ielts-coaching-centre-in-delhi/');
    expect(response?.status()).toBe(200);
    await expect(
      page.getByRole('heading', { level: 1, name: 'IELTS coaching centres in Delhi' }),
    ).toBeVisible();
    expect((await localBusinesses(page)).length).toBeGreaterThan(0);
    const missing = await page.goto('/study-abroad/exam/ielts/ielts-coaching-centre-in-atlantis/');
    expect(missing?.status()).toBe(404);
  });

  test('consultant and IELTS coaching city pages never skip a heading level', async ({ page }) => {
    for (const path of [
      '/study-abroad/consultant/mumbai',
      '/study-abroad/exam/ielts/ielts-coaching-centre-in-delhi',
    ]) {
      await page.goto(path);
      const levels = await headingLevels(page);
      expect(levels[0], path).toBe(1);
      const skips = levels.flatMap((level, i) =>
        i > 0 && level > levels[i - 1]! + 1 ? [`h${levels[i - 1]} then h${level}`] : [],
      );
      expect(skips, path).toEqual([]);
      // Each centre is a part of the city's page, and its rating and reviews a part of the centre.
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2 }).first()).toBeVisible();
      await expect(main.getByRole('heading', { level: 3, name: /^Rated / }).first()).toBeVisible();
    }
  });
});
