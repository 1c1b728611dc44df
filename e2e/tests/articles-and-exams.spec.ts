import { expect, test } from '../fixtures/test.ts';

test.describe('articles', () => {
  test('an article shows its contents, tables, FAQs, author and structured data', async ({ page }) => {
    const response = await page.goto('/study-abroad/articles/chevening-scholarship');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Chevening Scholarship');
    const toc = page.getByRole('navigation', { name: 'Table of contents' });
    await toc.getByRole('link', { name: 'Who can apply from India' }).click();
    await expect(page).toHaveURL(/#who-can-apply-from-india$/);
    await expect(page.getByRole('table').first()).toContainText('2,800 hours');
    const faq = page.locator('details').first();
    await faq.locator('summary').click();
    await expect(faq.locator('p')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'About the author' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ananya Iyer' }).first()).toBeVisible();
    // The development seed's authors are invented personas: the byline says so.
    await expect(page.getByRole('region', { name: 'About the author' }).getByRole('note')).toContainText(
      'Sample author for demonstration',
    );

    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = ld.map((text) => (JSON.parse(text) as { '@type': string })['@type']);
    expect(types).toEqual(expect.arrayContaining(['Article', 'FAQPage', 'BreadcrumbList']));
    await expect(page).toHaveTitle(/Chevening Scholarship for Indian Students/);
  });

  test('a category lists its articles across pages', async ({ page }) => {
    await page.goto('/study-abroad/articles/category/scholarships');
    await expect(page.getByRole('heading', { level: 1, name: 'Scholarships' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\?page=2$/);
    await expect(page.getByRole('listitem').filter({ hasText: 'min read' }).first()).toBeVisible();
  });

  test('an unknown article answers 404', async ({ page }) => {
    const response = await page.goto('/study-abroad/articles/no-such-article');
    expect(response?.status()).toBe(404);
  });
});

test.describe('exams', () => {
  test('the hub lists every exam category and leads to true TOEFL score facts', async ({ page }) => {
    await page.goto('/study-abroad/exam');
    const nav = page.getByRole('navigation', { name: 'Exams' });
    for (const name of ['IELTS', 'GRE', 'GMAT', 'TOEFL', 'PTE', 'SAT', 'ACT', 'Duolingo']) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await nav.getByRole('link', { name: 'TOEFL', exact: true }).click();
    await page.getByRole('link', { name: /TOEFL Score 2027/ }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText('TOEFL Score');
    await expect(page.getByText(/1–6 scale/).first()).toBeVisible();
    await expect(page.getByText(/0–120/).first()).toBeVisible();
  });

  test('the Duolingo overview says it is accepted by more than 6,000 programs', async ({ page }) => {
    await page.goto('/study-abroad/exam/duolingo/overview');
    await expect(page.getByText(/accepted by more than 6,000 programs/).first()).toBeVisible();
  });

  for (const exam of ['SAT', 'ACT']) {
    const slug = exam.toLowerCase();
    test(`/exam/other-exams/${slug} moves permanently to the ${exam} hub page`, async ({ page, request }) => {
      const hop = await request.get(`/study-abroad/exam/other-exams/${slug}`, { maxRedirects: 0 });
      expect(hop.status()).toBe(308);
      expect(new URL(hop.headers()['location']!, hop.url()).pathname).toBe(`/study-abroad/exam/${slug}`);

      const response = await page.goto(`/study-abroad/exam/other-exams/${slug}`);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveURL(new RegExp(`/study-abroad/exam/${slug}$`));
      await expect(page.getByRole('heading', { level: 1 })).toContainText(exam);
    });
  }
});
