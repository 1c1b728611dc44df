import { expect, test } from '../fixtures/test.ts';
import { newStudent, outbox } from '../fixtures/lead.ts';

test.describe('accommodation', () => {
  test('a student narrows listings to a city and enquires about one', async ({ page, request }) => {
    const response = await page.goto('/study-abroad/accommodation');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Student accommodation abroad' })).toBeVisible();

    await page.getByRole('navigation', { name: 'Cities' }).getByRole('link', { name: 'London' }).click();
    await expect(page).toHaveURL(/\/accommodation\?city=london$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Student accommodation in London' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText(['London, UK']);
    const listing = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Purpose-built studio, Stratford' }),
    });
    await expect(listing.getByText('£320 a week · bills included')).toBeVisible();
    await expect(listing.getByText(/3.2 km from Queen Mary University of London/)).toBeVisible();

    await listing.getByRole('button', { name: 'Enquire about Purpose-built studio, Stratford' }).click();
    const form = page.getByRole('form', { name: 'Enquire about Purpose-built studio, Stratford' });
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByLabel('Move-in month')).toHaveAccessibleDescription(
      'Please choose the month you move in',
    );
    await expect(form.getByLabel('Your name')).toHaveAccessibleDescription('Please enter your full name');

    const student = newStudent();
    await form.getByLabel('Your name').fill(student.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(student.email);
    await form.getByLabel('Mobile number').fill(student.mobile);
    await form.getByLabel('Move-in month').selectOption({ index: 3 });
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(listing.getByRole('status')).toHaveText(
      'Thanks for sharing your information. One of our counselors will be in touch with you soon.',
    );
    await expect
      .poll(async () => (await outbox(request, student.email)).map((m) => m.channel))
      .toContain('email');
  });

  test('an unknown city answers 404', async ({ page }) => {
    expect((await page.goto('/study-abroad/accommodation?city=atlantis'))?.status()).toBe(404);
  });
});
