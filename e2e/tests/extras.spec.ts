import { expect, test } from '../fixtures/test.ts';
import { BARS_SHOWN_WITHIN, startVisit } from '../fixtures/extras.ts';

test.describe('bars and popups', () => {
  test('the custom bar and ticker appear after the 5 second wait on a second page, and the custom bar can be closed', async ({
    page,
  }) => {
    const customBar = page.getByRole('complementary', { name: 'Counselling offer' });
    // Nothing interrupts the page a visitor arrives on: its bars arrive and are not shown.
    const extras = page.waitForResponse(/site-extras/);
    await page.goto('/study-abroad/canada');
    await extras;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(customBar).toHaveCount(0);
    await page.goto('/study-abroad/uk');
    await page.waitForTimeout(1000);
    await expect(customBar).toHaveCount(0);
    // One at a time: the hello bar first, the custom bar once it is closed.
    const helloBar = page.getByRole('complementary', { name: 'Announcement' });
    await expect(helloBar).toBeVisible(BARS_SHOWN_WITHIN);
    await expect(customBar).toHaveCount(0);
    await helloBar.getByRole('button', { name: 'Close announcement' }).click();
    await expect(customBar).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Latest updates' })).toContainText('Graduate Route');
    await customBar.getByRole('button', { name: 'Close counselling offer' }).click();
    await expect(customBar).toHaveCount(0);
    await page.goto('/study-abroad/canada');
    await page.waitForTimeout(6000);
    await expect(customBar).toHaveCount(0);
  });

  test('the ticker shows only on its configured paths', async ({ page }) => {
    await startVisit(page, '/study-abroad/articles');
    await page.goto('/study-abroad/finland');
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeVisible(BARS_SHOWN_WITHIN);
    await expect(page.getByRole('complementary', { name: 'Latest updates' })).toHaveCount(0);
  });

  test('a visitor can report an error, and a too-short report is refused at the field', async ({ page }) => {
    await page.goto('/study-abroad/germany');
    await page.getByRole('button', { name: 'Report an error' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report an error on this page' });
    await dialog.getByLabel('What is wrong?').selectOption('Broken link');
    await dialog.getByLabel('Details').fill('short');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByText('please describe the problem in at least 10 characters')).toBeVisible();
    await dialog.getByLabel('Details').fill('The DAAD link in the FAQ answer does not open.');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you. Our content team will check this page.');
  });

  test('a report can carry a screenshot; a file that only claims to be an image is refused', async ({
    page,
  }) => {
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page.goto('/study-abroad/uk');
    await page.getByRole('button', { name: 'Report an error' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report an error on this page' });
    await dialog.getByLabel('Details').fill('The Chevening deadline in the table is last year’s.');
    const screenshot = dialog.getByLabel(/^Screenshot/);
    const send = dialog.getByRole('button', { name: 'Send report' });

    await screenshot.setInputFiles({ name: 'table.gif', mimeType: 'image/gif', buffer: png });
    await send.click();
    await expect(
      dialog.getByText('Unsupported file. Please upload a PNG, JPEG, JPG or WebP image.'),
    ).toBeVisible();

    // Named and typed as a PNG, but its bytes are text: the API reads them and refuses it.
    await screenshot.setInputFiles({
      name: 'table.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not a picture'),
    });
    await send.click();
    // The API's refusal, and its reason at the field.
    await expect(
      dialog
        .getByRole('alert')
        .filter({ hasText: 'Unsupported file. Please upload a PNG, JPEG, JPG or WebP image.' }),
    ).toBeVisible();
    await expect(
      dialog.getByRole('alert').filter({ hasText: 'The file type is not recognised' }),
    ).toBeVisible();

    await screenshot.setInputFiles({ name: 'table.png', mimeType: 'image/png', buffer: png });
    await send.click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you. Our content team will check this page.');
  });

  test('the location prompt is offered where a centre is chosen in India, alone, and never in Vietnam', async ({
    page,
  }) => {
    const prompt = page.getByRole('complementary', { name: 'Share your location' });
    await page.clock.install();
    await page.goto('/study-abroad/articles');
    await page.goto('/study-abroad/usa');
    await page.clock.fastForward(6000);
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toBeVisible();
    await expect(prompt).toHaveCount(0);
    await page.goto('/study-abroad/consultant');
    await expect(prompt).toBeVisible({ timeout: 10_000 });
    // One interruption at a time: no bar beside it.
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
    await page.getByRole('button', { name: 'No thanks' }).click();
    await expect(prompt).toHaveCount(0);

    const port = Number(process.env.E2E_WEB_PORT ?? 3100);
    await page.goto(`http://vn.localhost:${port}/study-abroad/usa`);
    await page.goto(`http://vn.localhost:${port}/study-abroad/consultant`);
    await page.clock.fastForward(6000);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(prompt).toHaveCount(0);
  });

  test('nothing is laid over a form: no bar on the enquiry page, and "Report an error" ends content pages only', async ({
    page,
  }) => {
    await page.goto('/study-abroad/usa');
    await expect(page.getByRole('button', { name: 'Report an error' })).toBeVisible();
    // The enquiry page loads its bars at once: once they have arrived, none is shown.
    const extras = page.waitForResponse(/site-extras/);
    await page.goto('/study-abroad/enquiry');
    await extras;
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Counselling offer' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Report an error' })).toHaveCount(0);
  });

  test('the Vietnam and Saudi sites are in their own English', async ({ page }) => {
    const port = Number(process.env.E2E_WEB_PORT ?? 3100);
    await page.goto(`http://vn.localhost:${port}/study-abroad/scholarship`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-VN');
    await expect(page.getByText('Scholarships Vietnamese students can apply for')).toBeVisible();
    await page.goto(`http://sa.localhost:${port}/study-abroad/scholarship`);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-SA');
    await expect(page).toHaveTitle(/for Saudi Students/);
    await expect(page.getByText(/Indian students/)).toHaveCount(0);
  });
});
