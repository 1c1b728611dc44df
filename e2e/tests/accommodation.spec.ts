import { expect, test } from '../fixtures/test.ts';
import { newStudent, outbox } from '../fixtures/lead.ts';

const GENERIC =
  'Apologies! something has gone wrong at our end and we are trying to fix it. Please retry after sometime.';

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
      'Thanks for sharing your information. One of our counsellors will be in touch with you soon.',
    );
    await expect
      .poll(async () => (await outbox(request, student.email)).map((m) => m.channel))
      .toContain('email');
  });

  test('a page left open past the month refuses the stale move-in month next to the field', async ({
    page,
    request,
  }) => {
    await page.goto('/study-abroad/accommodation?city=london');
    const listing = page.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Purpose-built studio, Stratford' }),
    });
    await listing.getByRole('button', { name: 'Enquire about Purpose-built studio, Stratford' }).click();
    const form = page.getByRole('form', { name: 'Enquire about Purpose-built studio, Stratford' });
    // The page offers this month onwards; one rendered last month still offers last month.
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1))
      .toISOString()
      .slice(0, 7);
    await form.getByLabel('Move-in month').evaluate((select, value) => {
      (select as HTMLSelectElement).add(new Option('Last month', value), 1);
    }, lastMonth);

    const student = newStudent();
    await form.getByLabel('Your name').fill(student.name);
    await form.getByRole('textbox', { name: 'Email' }).fill(student.email);
    await form.getByLabel('Mobile number').fill(student.mobile);
    await form.getByLabel('Move-in month').selectOption(lastMonth);
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Send enquiry' }).click();
    await expect(form.getByLabel('Move-in month')).toHaveAccessibleDescription(
      'That month has passed; please choose this month or a later one',
    );
    expect(await outbox(request, student.email)).toEqual([]);
  });

  test('the API answers 400 in the catalogue words for a past month or an unknown listing', async ({
    request,
  }) => {
    const student = newStudent();
    const enquiry = (fields: { listingId: number; moveInMonth: string }) =>
      request.post('/study-abroad/api/cms/accommodation/enquiry', {
        data: { ...student, countryCode: '+91', contactConsent: true, ...fields },
      });
    const { cities } = (await (await request.get('/study-abroad/api/cms/accommodation')).json()) as {
      cities: { listings: { id: number }[] }[];
    };
    const listingId = cities[0]!.listings[0]!.id;

    const past = await enquiry({ listingId, moveInMonth: '2020-01' });
    expect(past.status()).toBe(400);
    expect(await past.json()).toEqual({
      status: false,
      errorCode: 'BAD_REQUEST',
      message: GENERIC,
      field: 'body.moveInMonth',
      detail: 'that month has passed; please choose this month or a later one',
    });

    const unknown = await enquiry({ listingId: 999_999, moveInMonth: '2099-01' });
    expect(unknown.status()).toBe(400);
    expect(await unknown.json()).toEqual({
      status: false,
      errorCode: 'BAD_REQUEST',
      message: GENERIC,
      field: 'body.listingId',
      detail: 'is not a listing we show',
    });
    expect(await outbox(request, student.email)).toEqual([]);
  });

  test('an unknown city answers 404', async ({ page }) => {
    expect((await page.goto('/study-abroad/accommodation?city=atlantis'))?.status()).toBe(404);
  });
});
