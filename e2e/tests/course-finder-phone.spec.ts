import { expect, test } from '../fixtures/test.ts';
import { apiFacets } from '../fixtures/catalogue-api.ts';
import { registerFreeLearner } from '../fixtures/login.ts';

const LISTING = '/study-abroad/abroad/masters/computer-science';
const SCOPE = { educationLevel: 'MASTERS' as const, primaryCategory: ['computer-science' as const] };

test.describe('the course finder on a phone (issue 32)', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('the first course starts on the first screen, and the filter sheet counts what it will show', async ({
    page,
    request,
  }) => {
    await page.goto(LISTING);
    const firstCard = page.getByRole('list', { name: 'Courses' }).getByRole('listitem').first();
    const box = await firstCard.boundingBox();
    expect(box!.y, 'the first course card starts within 844 px').toBeLessThan(844);

    await page.getByRole('button', { name: 'Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const before = await apiFacets(request, SCOPE);
    const all = before.educationLevel.find((f) => f.value === 'MASTERS')!.count;
    await expect(sheet.getByRole('button', { name: `Show ${all} courses` })).toBeVisible();

    // A country with courses, but not all of them, so choosing it changes the count.
    const country = before.country.find((f) => f.count > 0 && f.count < all)!;
    await sheet.getByRole('checkbox', { name: new RegExp(`^${country.label} \\(`) }).check();
    const shown = `Show ${country.count} ${country.count === 1 ? 'course' : 'courses'}`;
    await expect(sheet.getByRole('button', { name: shown })).toBeVisible();

    await sheet.getByRole('button', { name: shown }).click();
    await expect(page).toHaveURL(/filter=/);
    await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeVisible();
    const chips = page.getByRole('list', { name: 'Chosen filters' });
    await expect(chips).toContainText(country.label);
    await chips.getByRole('link', { name: `Remove filter: ${country.label}` }).click();
    await expect(page).not.toHaveURL(/filter=/);
  });

  test('a guest shortlists two courses, logs in and finds both in their account; compare says "Compare 2 courses"', async ({
    page,
    context,
  }) => {
    await page.goto(LISTING);
    const cards = page.getByRole('list', { name: 'Courses' }).getByRole('listitem');
    const titles: string[] = [];
    for (const n of [0, 1]) {
      const title = (await cards.nth(n).getByRole('heading').textContent())!;
      titles.push(title);
      const heart = cards.nth(n).getByRole('button', { name: `Shortlist ${title}` });
      await heart.click();
      await expect(heart).toHaveAttribute('aria-pressed', 'true');
    }

    await page.goto('/study-abroad/shortlist');
    for (const title of titles) await expect(page.getByRole('link', { name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Review my shortlist with a counsellor' })).toBeVisible();
    const picks = page.getByRole('list', { name: 'Shortlisted' }).getByRole('checkbox', { name: /Compare/ });
    await picks.nth(0).check();
    await expect(page.getByRole('region', { name: 'Compare courses' })).toContainText(
      'Pick one more course to compare',
    );
    await picks.nth(1).check();
    await expect(page.getByRole('link', { name: 'Compare 2 courses' })).toBeVisible();

    await registerFreeLearner(context);
    await page.goto('/study-abroad/profile/courses');
    const account = page.getByRole('list', { name: 'Your shortlist' });
    for (const title of titles) await expect(account.getByRole('link', { name: title })).toBeVisible();
    // Kept in the account now, not in the browser.
    expect(await page.evaluate(() => window.localStorage.getItem('shortlist'))).toBeNull();
  });
});
