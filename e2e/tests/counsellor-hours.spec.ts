import { expect, test } from '../fixtures/test.ts';
import { latestOtp, newStudent, outbox } from '../fixtures/lead.ts';
import { DEMO, signIn } from '../fixtures/login.ts';

test.describe('counsellors’ desks and hours', () => {
  test('the admin adds Hungary to a counsellor’s desk and a Sunday to their hours; a visitor books it and the counsellor is emailed', async ({
    browser,
    page,
    request,
  }) => {
    test.slow();
    const adminContext = await browser.newContext();
    await signIn(adminContext, DEMO.admin.email);
    const consolePage = await adminContext.newPage();
    await consolePage.goto('/study-abroad/admin/counsellors');
    await consolePage.getByRole('navigation').getByRole('link', { name: 'Counsellors' }).waitFor();
    await consolePage.getByRole('button', { name: DEMO.counsellor.name }).click();

    const desk = consolePage.getByRole('form', { name: `${DEMO.counsellor.name}’s desk` });
    await desk.getByRole('checkbox', { name: 'hungary' }).check();
    await desk.getByRole('button', { name: 'Save the desk' }).click();
    await expect(desk.getByRole('status')).toHaveText('Desk saved.');

    // Nobody works on Sundays in the demo: the new window's slot is the day's only one.
    const hours = consolePage.getByRole('form', { name: `${DEMO.counsellor.name}’s hours` });
    const weekly = hours.getByLabel(/^Weekly hours/);
    await expect(weekly).toHaveValue(/Mon 10:00-13:00/);
    await weekly.fill(`${await weekly.inputValue()}\nSun 07:15-07:45`);
    await hours.getByRole('button', { name: 'Save the hours' }).click();
    await expect(hours.getByRole('status')).toContainText('Hours saved');
    await expect(consolePage.getByRole('row', { name: new RegExp(DEMO.counsellor.name) })).toContainText(
      'Sun 07:15-07:45',
    );
    await expect(consolePage.getByRole('row', { name: new RegExp(DEMO.counsellor.name) })).toContainText(
      'Hungary',
    );
    await adminContext.close();

    const student = newStudent();
    await page.goto('/study-abroad/schedule-appointment');
    await page
      .getByRole('group', { name: 'How would you like to meet?' })
      .getByRole('button', { name: 'Video call' })
      .click();
    await page.getByRole('group', { name: 'Day' }).getByRole('button', { name: /^Sun/ }).first().click();
    const time = page.getByRole('group', { name: /^Time/ }).getByRole('button');
    await expect(time).toHaveCount(1);
    await time.click();
    const form = page.getByRole('form', { name: 'Book an appointment' });
    await form.getByLabel('Your name').fill(student.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(student.email);
    await form.getByLabel('Mobile number').fill(student.mobile);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Book this time' }).click();
    const otpBox = page.getByLabel('One-time password (OTP)');
    await otpBox.fill(await latestOtp(request, `+91${student.mobile}`));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(page.getByRole('status')).toContainText('Booked:');

    const [mail] = await outbox(request, DEMO.counsellor.email);
    expect(mail?.subject).toMatch(/^Meridian: new appointment/);
    expect(mail?.body).toContain(`${student.name} booked a video call with you`);
    expect(mail?.attachments[0]?.fileName).toBe('meridian-appointment.ics');
    expect(mail?.attachments[0]?.content).toContain('BEGIN:VEVENT');
  });
});
