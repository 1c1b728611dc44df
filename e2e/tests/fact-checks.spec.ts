import { expect, test } from '../fixtures/test.ts';
import { DEMO, signIn } from '../fixtures/login.ts';
import { apiCourses } from '../fixtures/catalogue-api.ts';

test.describe('truth of content', () => {
  test('an article and an exam page say when their facts were checked, against which official sources', async ({
    page,
  }) => {
    await page.goto('/study-abroad/articles/uk-student-visa');
    await expect(page.getByText('Facts last checked 12/Nov/2026')).toBeVisible();
    await expect(page.getByRole('link', { name: 'GOV.UK: Student visa', exact: true })).toHaveAttribute(
      'href',
      'https://www.gov.uk/student-visa',
    );

    await page.goto('/study-abroad/exam/gre/overview');
    await expect(page.getByText(/Facts last checked \d{2}\/\w{3}\/2026/)).toBeVisible();
    await expect(page.getByRole('link', { name: 'ETS: GRE General Test' })).toHaveAttribute(
      'href',
      'https://www.ets.org/gre.html',
    );
  });

  test('the demo editor lists the pages checked longer ago than the age they choose', async ({
    page,
    context,
  }) => {
    await signIn(context, DEMO.editor.email);
    await page.goto('/study-abroad/admin/content/stale?olderThanDays=0');
    await expect(page.getByRole('heading', { level: 1, name: 'Facts due for a check' })).toBeVisible();
    const table = page.getByRole('table', { name: /pages checked more than 0 days ago/ });
    // The list pages; its search finds a page on any of them.
    await page.getByRole('searchbox', { name: 'Search pages' }).fill('UK Student Visa');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(table.getByRole('row', { name: /UK Student Visa from India/ })).toContainText('12/Nov/2026');
    await page.getByLabel(/Checked more than/).fill('3650');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/olderThanDays=3650(&|$)/);
    // Pages other journeys write have never been checked, so only the seeded article is sure to go.
    await expect(page.getByRole('row', { name: /UK Student Visa from India/ })).toHaveCount(0);
  });

  test('a learner who opens the list of facts due for a check sees the site’s not-allowed page', async ({
    page,
    context,
  }) => {
    await signIn(context, DEMO.freeLearner.email);
    await page.goto('/study-abroad/admin/content/stale');
    const refused = page.getByRole('region', { name: 'Not allowed' });
    await expect(refused.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(refused.getByRole('alert')).toContainText("You currently don't have permissions");
    await expect(refused.getByRole('link', { name: 'Go to your profile' })).toBeVisible();
    await expect(page.getByRole('table')).toBeHidden();
  });

  test('a course of the generated catalogue says it is sample data', async ({ page, request }) => {
    const course = (await apiCourses(request, { country: ['uk'], educationLevel: 'MASTERS' })).items[0]!;
    await page.goto(`/study-abroad/university/uk/${course.university.slug}/${course.slug}`);
    await expect(page.getByRole('note')).toContainText('Sample course data for demonstration');
  });
});
