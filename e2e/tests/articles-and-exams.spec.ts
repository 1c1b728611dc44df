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

  test('the hub lists exam guides 9 a page, and a category keeps to its own exam', async ({ page }) => {
    await page.goto('/study-abroad/exam');
    const guides = page.getByRole('list', { name: 'Exam guides' }).getByRole('listitem');
    await expect(guides).toHaveCount(9);
    await expect(guides.first()).toContainText('IELTS');
    const firstPage = await guides.allTextContents();
    await page.getByRole('navigation', { name: 'Pagination' }).getByRole('link', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/exam\?page=2$/);
    await expect(guides).toHaveCount(9);
    expect(await guides.allTextContents()).not.toEqual(firstPage);

    await page
      .getByRole('navigation', { name: 'Exams' })
      .getByRole('link', { name: 'GRE', exact: true })
      .click();
    await expect(page).toHaveURL(/\/exam\/gre$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('GRE');
    await expect(guides).toHaveCount(7);
    for (const link of await guides.getByRole('link').all()) {
      await expect(link).toHaveAttribute('href', /^\/study-abroad\/exam\/gre\//);
    }
    await expect(page.getByRole('navigation', { name: 'Pagination' })).toHaveCount(0);
    expect((await page.goto('/study-abroad/exam/gre?page=2'))?.status()).toBe(404);
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

test.describe('an exam in a listing’s context', () => {
  test('/usa/masters/computer-science/gre shows what the listing’s courses ask of the GRE', async ({
    page,
  }) => {
    const response = await page.goto('/study-abroad/usa/masters/computer-science/gre');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'GRE scores for Masters in Computer Science and IT in USA',
    );
    await expect(
      page.getByText(
        /^Of the \d+ courses listed under .*, \d+ ask for the GRE, with minimum scores from \d+ to \d+ on its 260–340 scale\.$/,
      ),
    ).toBeVisible();
    for (const term of ['Lowest minimum', 'Median minimum', 'Highest minimum']) {
      await expect(page.getByRole('term').filter({ hasText: term })).toBeVisible();
    }
    const rows = page.getByRole('table').getByRole('row');
    await expect(rows.nth(1)).toBeVisible();
    const minima = (await page.getByRole('table').locator('tbody td:last-child').allTextContents()).map(
      Number,
    );
    expect(minima).toEqual([...minima].sort((a, b) => b - a));
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/study-abroad\/exam\/gre$/);
    await expect(page.getByRole('link', { name: 'The GRE guide' })).toHaveAttribute(
      'href',
      '/study-abroad/exam/gre',
    );
    await expect(
      page.getByRole('link', { name: /^All Masters in Computer Science and IT in USA$/ }),
    ).toHaveAttribute('href', '/study-abroad/usa/masters/computer-science');

    // The course with the highest requirement says so on its own page.
    const top = page.getByRole('table').getByRole('rowheader').first().getByRole('link');
    const score = String(minima[0]);
    await top.click();
    const tests = page.getByRole('region', { name: 'Tests and minimum scores' });
    await expect(tests.getByRole('row').filter({ hasText: /^GRE/ })).toContainText(score);
  });

  test('an exam the catalogue does not know answers the 404 page', async ({ page }) => {
    const response = await page.goto('/study-abroad/usa/masters/computer-science/nope');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
});
