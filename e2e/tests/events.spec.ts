import { expect, test } from '../fixtures/test.ts';
import { newStudent, outbox } from '../fixtures/lead.ts';

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

    const student = newStudent();
    const form = page.getByRole('form', { name: 'Register for the fair' });
    await form.getByLabel('Your name').fill(student.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(student.email);
    await form.getByLabel('Mobile number').fill(student.mobile);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Get my free pass' }).click();

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
});
