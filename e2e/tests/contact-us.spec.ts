import { expect, test } from '../fixtures/test.ts';
import { newStudent, outbox } from '../fixtures/lead.ts';

test.describe('contact us', () => {
  test('the form shows each error next to its field, then sends and creates a lead', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/study-abroad/contact-us');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Contact Meridian' })).toBeVisible();
    await expect(
      page
        .getByRole('main')
        .getByText(/1800 210 2030/)
        .first(),
    ).toBeVisible();

    const form = page.getByRole('form', { name: 'Contact us' });
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Your name')).toHaveAccessibleDescription('Please enter your full name');
    await expect(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await expect(form.getByLabel('Mobile number')).toHaveAccessibleDescription(
      'Please enter your mobile number',
    );
    await expect(form.getByLabel('What is it about?')).toHaveAccessibleDescription('Please choose a topic');
    await expect(form.getByLabel('Your message')).toHaveAccessibleDescription(
      'Please write at least 10 characters',
    );
    await expect(form.getByText('Please agree to be contacted so a counsellor can reply')).toBeVisible();

    const student = newStudent();
    await form.getByLabel('Your name').fill(student.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(student.email);
    await form.getByLabel('Mobile number').fill('12345');
    await form.getByLabel('What is it about?').selectOption({ label: 'Student visa' });
    await form
      .getByLabel('Your message')
      .fill('I have an admit from the University of Leeds for September. What funds must I show?');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(form.getByLabel('Mobile number')).toHaveAccessibleDescription(
      'Please enter a valid mobile number for the chosen country code',
    );

    await form.getByLabel('Mobile number').fill(student.mobile);
    await form.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Thanks for sharing your information. One of our counsellors will be in touch with you soon.',
    );
    // The lead service confirms every new lead by email; the outbox keeps it outside production.
    await expect
      .poll(async () => (await outbox(request, student.email)).map((m) => m.channel))
      .toContain('email');
  });
});
