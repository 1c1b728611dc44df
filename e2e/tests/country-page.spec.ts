import { expect, test } from '../fixtures/test.ts';

test.describe('country pages', () => {
  test('the USA page shows real costs, intakes, visa rules, universities and FAQs', async ({ page }) => {
    const response = await page.goto('/study-abroad/usa');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('USA');
    await expect(page.getByRole('heading', { name: /Cost of studying and living in USA/ })).toBeVisible();
    await expect(page.getByRole('table').first()).toContainText('$');
    await expect(page.getByRole('heading', { name: 'Intakes in USA' })).toBeVisible();
    await expect(page.getByText(/F-1/).first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top universities in USA' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Top universities in USA' })
        .getByText('Massachusetts Institute of Technology'),
    ).toBeVisible();

    const firstFaq = page.locator('details').first();
    await firstFaq.locator('summary').click();
    await expect(firstFaq.locator('p')).toBeVisible();

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = ld.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['FAQPage', 'BreadcrumbList']));
  });

  test("lists the country's newest articles and all of them, every link answering 200", async ({ page }) => {
    await page.goto('/study-abroad/usa');
    const reads = page.getByRole('region', { name: 'Top reads on studying in USA' });
    const cards = reads.getByRole('listitem');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeLessThanOrEqual(6);
    const all = reads.getByRole('link', { name: 'All articles on studying in USA' });
    await expect(all).toHaveAttribute('href', '/study-abroad/articles/category/study-in-usa');
    const hrefs = await reads
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) {
      expect((await page.request.get(href ?? '')).status(), href ?? 'a link without href').toBe(200);
    }
  });

  test('a country without articles has no top reads', async ({ page }) => {
    await page.goto('/study-abroad/netherlands');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Netherlands');
    await expect(page.getByRole('heading', { name: /Top reads/ })).toHaveCount(0);
  });

  test('takes its title and canonical from the SEO meta, as an absolute URL also shared as og:url', async ({
    page,
    baseURL,
  }) => {
    await page.goto('/study-abroad/usa');
    await expect(page).toHaveTitle('Study in USA 2027: Costs, Intakes, F-1 Visa and OPT | Meridian');
    const canonical = `${baseURL}/study-abroad/usa`;
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', canonical);
  });

  test('every country in the header menu opens its country page', async ({ page }) => {
    // Eight page loads in one test: a busy machine needs more than the default budget.
    test.slow();
    await page.goto('/study-abroad');
    const menu = page.getByRole('navigation', { name: 'Main' });
    const countries = menu.getByRole('button', { name: 'Countries' });
    for (const name of ['USA', 'Australia', 'Canada', 'UK', 'Germany', 'Ireland', 'France', 'Finland']) {
      const explore = menu.getByRole('link', { name: `Explore ${name}` });
      // Sub-menus open on hover too, so the pointer's way to the link can show a neighbour's panel
      // instead; and the menu closes when the address changes, so one opened while the last page was
      // still arriving closes again. A visitor tries again; so does the test.
      await expect(async () => {
        await page.mouse.move(0, 0);
        if ((await countries.getAttribute('aria-expanded')) !== 'true') await countries.click();
        await menu.getByRole('button', { name, exact: true }).click({ timeout: 2_000 });
        await explore.click({ timeout: 2_000 });
      }).toPass({ timeout: 30_000 });
      await expect(page.getByRole('heading', { level: 1 })).toContainText(name);
      await expect(page).toHaveURL(new RegExp(`/study-abroad/${name.toLowerCase()}$`));
    }
  });

  test('an unknown country answers 404 with the not-found page', async ({ page }) => {
    const response = await page.goto('/study-abroad/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  });
});
