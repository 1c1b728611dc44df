import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { API_URL } from '../fixtures/lead.ts';
import { DEMO, signIn } from '../fixtures/login.ts';
import { AcceleratorProgramList } from '@meridian/domain/catalogue/schemas';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';

async function webinarFor(
  request: APIRequestContext,
  slug: string,
): Promise<{ id: number; startsAt: string }> {
  const res = await request.get(`${API_URL}/webinar/live/${slug}`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { id: number; startsAt: string };
}

async function webinarId(request: APIRequestContext, slug: string): Promise<number> {
  return (await webinarFor(request, slug)).id;
}

async function moveWebinar(request: APIRequestContext, id: number, startsAt: string): Promise<void> {
  expect((await request.put(`${API_URL}/dev/webinars/${id}/starts-at`, { data: { startsAt } })).ok()).toBe(
    true,
  );
}

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
    await expect(toronto.getByRole('link', { name: 'Register for this webinar' })).toHaveAttribute(
      'href',
      /^\/study-abroad\/webinar\/\d+\/register$/,
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

  test('an accelerator program page lists its university’s sessions and its country’s', async ({
    page,
    request,
  }) => {
    const programs = AcceleratorProgramList.parse(
      await (await request.get(`${API_URL}/pathway/accelerated-programs?country=usa&size=100`)).json(),
    );
    const asu = programs.items.find(
      (p) => p.destinationUniversity.university.slug === 'arizona-state-university',
    );
    await page.goto(sitePath(siteRoutes.program(asu!.slug)));
    const section = page.getByRole('region', { name: 'Upcoming webinars' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'MS in the USA: shortlisting and applying for the Fall intake',
      'Arizona State University: merit scholarships for international students',
    ]);
    await expect(
      section
        .getByRole('listitem')
        .filter({ hasText: 'Arizona State University: merit' })
        .getByRole('link', { name: 'Register for this webinar' }),
    ).toHaveAttribute('href', /^\/study-abroad\/webinar\/\d+\/register$/);
  });

  test('a country page lists that country’s sessions', async ({ page }) => {
    await page.goto('/study-abroad/canada');
    const section = page.getByRole('region', { name: 'Upcoming webinars' });
    await expect(section.getByRole('heading', { level: 3 })).toHaveText([
      'Study in Canada: study permits after the cap',
      'University of Toronto: graduate admissions for Indian applicants',
      'University of Waterloo: how co-op terms work',
    ]);
  });

  test('shows no webinar section where none is scheduled', async ({ page }) => {
    await page.goto('/study-abroad/university/finland/aalto-university');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Aalto University');
    await expect(page.getByRole('heading', { name: 'Upcoming webinars' })).toHaveCount(0);
  });
});

test.describe('webinars', () => {
  // One at a time: the join-link test moves a session, which would reorder the list test's pages.
  test.describe.configure({ mode: 'serial' });

  test('the list shows upcoming and past sessions; load more appends the next page', async ({ page }) => {
    await page.goto('/study-abroad/webinars');
    const upcoming = page.getByRole('list', { name: 'Upcoming webinars' });
    await expect(upcoming.getByRole('listitem')).toHaveCount(6);
    await page.getByRole('button', { name: 'Load more upcoming webinars' }).click();
    await expect(upcoming.getByRole('listitem')).toHaveCount(12);
    const titles = await upcoming.getByRole('heading', { level: 3 }).allTextContents();
    expect(new Set(titles).size).toBe(12);
    const past = page.getByRole('list', { name: 'Past webinars' });
    await expect(
      past.getByRole('listitem').filter({ hasText: 'MIT: graduate admissions' }).getByRole('link', {
        name: 'Watch the recording',
      }),
    ).toHaveAttribute('href', 'https://www.youtube.com/@mit');
  });

  test('a learner registers and the join link appears 15 minutes before the start', async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(90_000);
    await signIn(context, DEMO.paidLearner.email);
    const { id, startsAt: seeded } = await webinarFor(request, 'study-in-ireland-stamp-1g');
    // The session is moved to start 15 minutes and 20 seconds from now: its join link opens in 20 s,
    // time enough for a busy machine to load the page and register before it does.
    await moveWebinar(request, id, new Date(Date.now() + 15 * 60_000 + 20_000).toISOString());
    try {
      await page.goto(`/study-abroad/webinar/${id}/register`);
      await expect(page.getByRole('status')).toContainText('You are registered. The join link opens at');
      await expect(page.getByRole('link', { name: 'Join the webinar' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Join the webinar' })).toHaveAttribute(
        'href',
        'https://meet.jit.si/meridian-study-in-ireland-stamp-1g',
        { timeout: 45_000 },
      );
    } finally {
      await moveWebinar(request, id, new Date(seeded).toISOString());
    }
  });

  test('a closed registration says so and sends the learner to the past sessions', async ({
    page,
    context,
    request,
  }) => {
    await signIn(context, DEMO.freeLearner.email);
    const id = await webinarId(request, 'mit-graduate-admissions-for-indian-applicants');
    await page.goto(`/study-abroad/webinar/${id}/register`);
    await expect(
      page.getByRole('alert').filter({ hasText: 'Registration for this webinar is closed.' }),
    ).toBeVisible();
    // The message stays 4 s, then the past sessions render: more than the default 5 s on a busy machine.
    await expect(page).toHaveURL(/\/study-abroad\/webinars#previous-title$/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Past webinars' })).toBeVisible();
  });

  test('a webinar page is only for signed-in learners', async ({ page, request }) => {
    const id = await webinarId(request, 'ms-in-usa-fall-applications');
    await page.goto(`/study-abroad/webinar/${id}`);
    await expect(page).toHaveURL(/\/study-abroad\/login\?redirect=/);
  });
});
