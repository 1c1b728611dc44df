import { expect, test } from '../fixtures/test.ts';

test.describe('upcoming webinars on detail pages', () => {
  test('a university page lists its own session and its country’s, in India time', async ({ page }) => {
    await page.goto('/study-abroad/university/canada/university-of-toronto');
    const section = page.getByRole('region', { name: 'Upcoming webinars' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Study in Canada: study permits after the cap',
      'University of Toronto: graduate admissions for Indian applicants',
    ]);
    const toronto = section.getByRole('listitem').filter({ hasText: 'University of Toronto: graduate' });
    await expect(
      toronto.getByText(/, 7:30 pm IST · 60 min · Hosted by International admissions office/),
    ).toBeVisible();
    await expect(toronto.getByRole('link', { name: 'Register with a counsellor' })).toHaveAttribute(
      'href',
      '/study-abroad/enquiry',
    );
  });

  test('a course page shows the webinars of its university’s country', async ({ page }) => {
    await page.goto('/study-abroad/university/uk/imperial-college-london/courses');
    await page.getByRole('list', { name: 'Courses' }).getByRole('heading').first().getByRole('link').click();
    const section = page.getByRole('region', { name: 'Upcoming webinars' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Study in the UK: one-year masters and the Graduate route',
      'Imperial College London: postgraduate taught courses',
    ]);
  });

  test('shows no webinar section where none is scheduled', async ({ page }) => {
    await page.goto('/study-abroad/university/finland/aalto-university');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aalto University');
    await expect(page.getByRole('heading', { name: 'Upcoming webinars' })).toHaveCount(0);
  });
});
