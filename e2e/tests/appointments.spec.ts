import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { latestOtp, newStudent, outbox } from '../fixtures/lead.ts';
import { DEMO, registerFreeLearner, signIn } from '../fixtures/login.ts';

/** How to meet, then the first open day and its first time, each a chip. */
async function chooseFirstTime(page: Page, mode: string) {
  await page
    .getByRole('group', { name: 'How would you like to meet?' })
    .getByRole('button', { name: mode })
    .click();
  const time = page.getByRole('group', { name: /^Time/ }).getByRole('button').first();
  await time.click();
  await expect(time).toHaveAttribute('aria-pressed', 'true');
}

/**
 * Books the first open time of one kind on /schedule-appointment, with the OTP the mobile got;
 * answers what the form said it books.
 */
async function bookFirstTime(
  page: Page,
  request: APIRequestContext,
  person: { name: string; email: string; mobile: string },
  mode: string,
) {
  await page.goto('/study-abroad/schedule-appointment');
  await chooseFirstTime(page, mode);
  const form = page.getByRole('form', { name: 'Book an appointment' });
  // The form opens with the time it books: "Tue, 1 Dec, 10:00 am IST: Visit at … with …".
  const label = (await form
    .getByText(/ with /)
    .first()
    .textContent())!.trim();
  await form.getByLabel('Your name').fill(person.name);
  await form.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await form.getByLabel('Mobile number').fill(person.mobile);
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: 'Book this time' }).click();
  // The time is held only once the mobile is proved.
  const otpBox = page.getByLabel('One-time password (OTP)');
  await expect(otpBox).toBeVisible();
  await expect(page.getByText(`+91 ${person.mobile}`)).toBeVisible();
  await otpBox.fill(await latestOtp(request, `+91${person.mobile}`));
  await page.getByRole('button', { name: 'Verify OTP' }).click();
  await expect(page.getByRole('status')).toContainText('Booked:');
  return label;
}

test.describe('appointments', () => {
  test('Book free counselling opens the slot picker: a day, then a time, then who is coming', async ({
    page,
  }) => {
    await page.goto('/study-abroad');
    await page.getByRole('banner').getByRole('link', { name: 'Book free counselling' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/schedule-appointment$/);
    // Nothing to fill in before a time is chosen.
    const days = page.getByRole('group', { name: 'Day' }).getByRole('button');
    await expect(days.first()).toBeVisible();
    await expect(page.getByRole('form', { name: 'Book an appointment' })).toHaveCount(0);

    await page
      .getByRole('group', { name: 'How would you like to meet?' })
      .getByRole('button', { name: /^Experience-centre visit/ })
      .first()
      .click();
    await days.nth(1).click();
    await expect(days.nth(1)).toHaveAttribute('aria-pressed', 'true');
    // Centre visits are grouped by the city of the centre.
    const times = page.getByRole('group', { name: /^Time/ });
    await expect(times.getByRole('group', { name: /^Visit in / }).first()).toBeVisible();
    const time = times.getByRole('button').first();
    await time.click();

    const form = page.getByRole('form', { name: 'Book an appointment' });
    await expect(form).toBeVisible();
    await expect(form.getByText(/Visit at .* with /)).toBeVisible();
    await expect(form.getByLabel('Your name')).toBeVisible();
  });

  test('a visitor books an experience-centre visit and gets the confirmation with its calendar file', async ({
    page,
    request,
  }) => {
    const student = newStudent();
    const label = await bookFirstTime(page, request, student, 'Experience-centre visit in Bangalore');
    expect(label).toMatch(/Visit at Meridian Experience Centre/);
    await expect(page.getByRole('status')).toContainText('We have emailed your confirmation');

    const [mail] = await outbox(request, student.email);
    expect(mail?.subject).toBe('Meridian: your appointment is booked');
    expect(mail?.body).toMatch(/Where: Meridian Experience Centre/);
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({
      fileName: 'meridian-appointment.ics',
      contentType: 'text/calendar; charset=utf-8',
    });
    expect(mail?.attachments[0]?.content).toContain('BEGIN:VEVENT');
    expect(mail?.body).not.toContain(student.name);
  });

  test('a signed-in learner reschedules a booking, then cancels it, on /bookings', async ({
    page,
    context,
    request,
  }) => {
    test.slow();
    // A learner of this test's own: a code sent to a demo learner's number by another journey at
    // the same time would replace the one this booking waits for.
    const learner = newStudent();
    await registerFreeLearner(context, learner);
    await bookFirstTime(page, request, learner, 'Video call');
    await page.getByRole('link', { name: 'your bookings' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your appointments' })).toBeVisible();
    const booking = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Reschedule' }) })
      .first();
    const before = await booking.getByRole('heading', { level: 2 }).textContent();

    await booking.getByRole('button', { name: 'Reschedule' }).click();
    const move = page.getByRole('form', { name: /^Reschedule the appointment/ });
    await move.getByRole('group', { name: 'Day' }).getByRole('button').nth(1).click();
    await move.getByRole('group', { name: /^Time/ }).getByRole('button').first().click();
    await move.getByRole('button', { name: 'Move my appointment' }).click();
    await expect(move).toBeHidden();
    await expect(page.getByRole('heading', { level: 2, name: before! })).toBeHidden();

    const moved = page
      .getByRole('article')
      .filter({ has: page.getByRole('button', { name: 'Cancel appointment' }) })
      .first();
    const movedTo = await moved.getByRole('heading', { level: 2 }).textContent();
    await moved.getByRole('button', { name: 'Cancel appointment' }).click();
    const cancelled = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: movedTo! }) });
    await expect(cancelled.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(cancelled.getByRole('button', { name: 'Reschedule' })).toBeHidden();
  });

  test('a learner who opens the lead inbox sees the site’s not-allowed page, not the API’s refusal', async ({
    page,
    context,
  }) => {
    await signIn(context, DEMO.freeLearner.email);
    await page.goto('/study-abroad/admin/leads');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This page is for our counsellors' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to your profile' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lead inbox' })).toBeHidden();
  });
});
