import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';

/** Serious or critical axe violations inside `include` (or the whole page). */
async function blockingViolations(page: Page, include?: string): Promise<string[]> {
  const builder = new AxeBuilder({ page });
  const { violations } = await (include ? builder.include(include) : builder).analyze();
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

test.describe('site search (issue 34)', () => {
  test.describe.configure({ timeout: 120_000 });

  test('on a phone, a typo in the header box, the first suggestion by keyboard, lands on the university', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/study-abroad');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await box.fill('stanfrod');
    const first = page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first();
    await expect(first).toContainText('Stanford University');
    // The matched word is marked, under its group's heading.
    await expect(first.locator('mark')).toHaveText('Stanford');
    await expect(page.getByRole('group', { name: 'Universities' })).toBeVisible();
    expect(await blockingViolations(page, 'form[role="search"]')).toEqual([]);

    await box.press('ArrowDown');
    await expect(box).toHaveAttribute('aria-activedescendant', (await first.getAttribute('id'))!);
    await expect(first).toHaveAttribute('aria-selected', 'true');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/study-abroad\/university\/usa\/stanford-university$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Stanford');
  });

  test('Escape closes the suggestions, Enter without a choice opens the results page', async ({ page }) => {
    await page.goto('/study-abroad');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await box.fill('mba usa');
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeVisible();
    await box.press('Escape');
    await expect(box).toHaveAttribute('aria-expanded', 'false');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/study-abroad\/search\?q=mba\+usa$/);
  });

  test('the results page lists the USA masters computer-science listing first, filters by kind, and passes axe', async ({
    page,
  }) => {
    const answer = await page.goto('/study-abroad/search?q=ms+in+cs+usa');
    expect(answer?.headers()['cache-control']).toContain('s-maxage');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    const results = page.getByRole('main').getByRole('listitem');
    await expect(results.first().getByRole('link')).toHaveAttribute(
      'href',
      '/study-abroad/usa/masters/computer-science',
    );
    expect(await blockingViolations(page)).toEqual([]);

    await page
      .getByRole('navigation', { name: 'Filter by kind' })
      .getByRole('link', { name: /^Courses/ })
      .click();
    await expect(page).toHaveURL(/kind=course/);
    await expect(results.first().getByRole('link')).toHaveAttribute(
      'href',
      /\/study-abroad\/university\/usa\//,
    );
  });

  test('a query nothing matches offers the nearest listings and a counsellor', async ({ page }) => {
    await page.goto('/study-abroad/search?q=zzqxv+wvkpt');
    await expect(page.getByRole('heading', { name: /Nothing matched/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Masters in the USA' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'book a free counselling session' })).toBeVisible();
  });
});
