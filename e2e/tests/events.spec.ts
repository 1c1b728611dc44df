import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { API_URL, newStudent, outbox } from '../fixtures/lead.ts';
import { DEMO, registerFreeLearner, signIn } from '../fixtures/login.ts';

// Some tests move fairs' dates (and put them back): the file runs in order, in one worker.
test.describe.configure({ mode: 'default' });

const HOUR = 60 * 60_000;

/** The fairs still upcoming, with their dates, as the API lists them. */
async function upcomingFairs(request: APIRequestContext): Promise<{ slug: string; startsAt: string }[]> {
  const res = await request.get(`${API_URL}/pathway/events`);
  expect(res.ok()).toBe(true);
  return (await res.json()) as { slug: string; startsAt: string }[];
}

/** Moves a fair through the API's dev-only route. */
async function moveFair(request: APIRequestContext, slug: string, startsAt: Date | string | number) {
  const res = await request.put(`${API_URL}/dev/events/${slug}/starts-at`, {
    data: { startsAt: new Date(startsAt).toISOString() },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/** Runs `body` with the fairs moved by `move`, then puts every fair back on its own date. */
async function withFairsMoved(
  request: APIRequestContext,
  move: (fairs: { slug: string; startsAt: string }[]) => Promise<void>,
  body: () => Promise<void>,
) {
  const fairs = await upcomingFairs(request);
  try {
    await move(fairs);
    await body();
  } finally {
    for (const fair of fairs) await moveFair(request, fair.slug, fair.startsAt);
  }
}

/** Fills the fair's registration form as a new visitor; answers the visitor and the pass link. */
async function registerForFair(page: Page) {
  const student = newStudent();
  const form = page.getByRole('form', { name: 'Register for the fair' });
  await form.getByLabel('Your name').fill(student.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(student.email);
  await form.getByLabel('Mobile number').fill(student.mobile);
  await form.getByRole('checkbox').check();
  const answer = page.waitForResponse(
    (res) => res.request().method() === 'POST' && res.url().endsWith('/registration'),
  );
  await form.getByRole('button', { name: 'Get my free pass' }).click();
  const { checkInUrl } = (await (await answer).json()) as { checkInUrl: string };
  return { student, checkInUrl };
}

test.describe('university fairs', () => {
  test('a visitor registers for a fair and gets the confirmation with its calendar file', async ({
    page,
    request,
  }) => {
    await page.goto('/study-abroad/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Study abroad fairs' })).toBeVisible();
    const fairs = page.getByRole('list', { name: 'Upcoming fairs' });
    await expect(fairs.getByRole('link')).toHaveText([
      'Meridian Study Abroad Fair, Indore',
      'Meridian Study Abroad Fair, New Delhi',
      'Meridian Study Abroad Fair, Hyderabad',
    ]);
    await fairs.getByRole('link', { name: 'Meridian Study Abroad Fair, Indore' }).click();

    await expect(page).toHaveURL(/\/study-abroad\/events\/indore$/);
    await expect(page.getByText('Meet 25+ universities in Indore')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Get directions to Sayaji Hotel' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=22.7514,75.8952',
    );
    await expect(page.getByRole('img', { name: 'Coventry University logo' })).toBeVisible();
    await expect(page.getByRole('definition').first()).toHaveText(
      'Doors open: collect your visitor badge at the registration desk',
    );
    const calendar = await page.request.get(
      (await page.getByRole('link', { name: 'Add to calendar' }).getAttribute('href'))!,
    );
    expect(calendar.headers()['content-type']).toBe('text/calendar; charset=utf-8');
    expect(await calendar.text()).toContain('SUMMARY:Meridian Study Abroad Fair\\, Indore');

    const { student } = await registerForFair(page);

    await expect(page.getByRole('status')).toHaveText(
      'You are registered for Meridian Study Abroad Fair, Indore. We have emailed your confirmation with a calendar entry.',
    );
    await expect(page.getByRole('img', { name: 'Your QR entry pass' })).toBeVisible();

    const [mail] = await outbox(request, student.email);
    expect(mail?.subject).toBe('Meridian: your place at the Indore university fair');
    expect(mail?.attachments[0]).toMatchObject({
      fileName: 'meridian-university-fair-indore.ics',
      contentType: 'text/calendar; charset=utf-8',
    });
    expect(mail?.attachments[0]?.content).toContain('LOCATION:Sayaji Hotel');
  });

  test('/event leads to the fairs; a city without a fair is not found, a retired one is gone', async ({
    page,
  }) => {
    await page.goto('/study-abroad/event');
    await expect(page).toHaveURL(/\/study-abroad\/events$/);
    expect((await page.goto('/study-abroad/events/chennai'))?.status()).toBe(404);
    expect((await page.goto('/study-abroad/events/pune'))?.status()).toBe(410);
  });

  test('the desk checks a visitor in from the pass link, once', async ({ page, browser }) => {
    await page.goto('/study-abroad/events/new-delhi');
    const { student, checkInUrl } = await registerForFair(page);
    await expect(page.getByRole('img', { name: 'Your QR entry pass' })).toBeVisible();
    expect(checkInUrl).toMatch(/\/study-abroad\/events\/check-in\/[^/]+$/);

    const desk = await browser.newContext();
    try {
      await signIn(desk, DEMO.counsellor.email);
      const staff = await desk.newPage();
      await staff.goto(checkInUrl);
      await staff.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await expect(staff.getByRole('heading', { level: 1, name: 'Fair check-in' })).toBeVisible();
      await staff.getByRole('button', { name: 'Check in this visitor' }).click();
      await expect(staff.getByRole('status')).toHaveText(
        new RegExp(`^Checked in: ${student.name}, Meridian Study Abroad Fair, New Delhi, at .+ IST\\.$`),
      );

      await staff.reload();
      await staff.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await staff.getByRole('button', { name: 'Check in this visitor' }).click();
      await expect(staff.getByRole('status')).toHaveText(
        new RegExp(`^Already checked in: ${student.name}, Meridian Study Abroad Fair, New Delhi, at `),
      );
    } finally {
      await desk.close();
    }
  });

  // Here rather than with the other application journeys: this file moves the fairs' dates, one test at a time.
  test('a signed-in learner finds the form filled in, and once registered sees their place and pass instead', async ({
    page,
  }) => {
    const learner = await registerFreeLearner(page.context());
    await page.goto('/study-abroad/events/indore');
    const form = page.getByRole('form', { name: 'Register for the fair' });
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveValue(learner.email);
    await expect(form.getByLabel('Your name')).not.toHaveValue('');
    await expect(form.getByLabel('Mobile number')).not.toHaveValue('');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Get my free pass' }).click();
    await expect(page.getByRole('status')).toContainText('You are registered for');

    await page.reload();
    const place = page.getByRole('region', { name: 'You have a place' });
    await expect(place).toContainText('You registered for Meridian Study Abroad Fair, Indore on');
    await expect(place.getByRole('img', { name: 'Your QR entry pass' })).toBeVisible();
    await expect(place.getByRole('link', { name: 'Save your pass' })).toHaveAttribute(
      'href',
      /^data:image\/svg\+xml;base64,/,
    );
    await expect(page.getByRole('form', { name: 'Register for the fair' })).toHaveCount(0);
  });

  test('a fair’s page answers 404 once its date plus 6h30 has passed', async ({ page, request }) => {
    await withFairsMoved(
      request,
      () => moveFair(request, 'hyderabad', Date.now() - 6 * HOUR - 29 * 60_000),
      async () => {
        expect((await page.goto('/study-abroad/events/hyderabad'))?.status()).toBe(200);
        await moveFair(request, 'hyderabad', Date.now() - 6 * HOUR - 31 * 60_000);
        expect((await page.goto('/study-abroad/events/hyderabad'))?.status()).toBe(404);
      },
    );
  });

  test('a visitor to /events goes to /404 when no fair is ahead', async ({ page, request }) => {
    await withFairsMoved(
      request,
      async (fairs) => {
        for (const fair of fairs) await moveFair(request, fair.slug, new Date(Date.now() - 7 * HOUR));
      },
      async () => {
        await page.goto('/study-abroad/events');
        await expect(page).toHaveURL(/\/study-abroad\/404$/);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('We could not find that page');
      },
    );
    await page.goto('/study-abroad/events');
    await expect(page.getByRole('list', { name: 'Upcoming fairs' }).getByRole('link')).toHaveCount(3);
  });
});
