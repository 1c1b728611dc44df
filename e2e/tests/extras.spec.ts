import { expect, test } from '../fixtures/test.ts';

test.describe('bars and popups', () => {
  test('the custom bar and ticker appear after the 5 second wait, and the custom bar can be closed', async ({
    page,
  }) => {
    await page.goto('/study-abroad/uk');
    const customBar = page.getByRole('complementary', { name: 'Counselling offer' });
    await page.waitForTimeout(1000);
    await expect(customBar).toHaveCount(0);
    await expect(customBar).toBeVisible({ timeout: 10_000 });
    await expect(page.getByRole('complementary', { name: 'Latest updates' })).toContainText('Graduate Route');
    await customBar.getByRole('button', { name: 'Close counselling offer' }).click();
    await expect(customBar).toHaveCount(0);
    await page.goto('/study-abroad/canada');
    await page.waitForTimeout(6000);
    await expect(customBar).toHaveCount(0);
  });

  test('the ticker shows only on its configured paths', async ({ page }) => {
    await page.goto('/study-abroad/finland');
    await expect(page.getByRole('complementary', { name: 'Counselling offer' })).toBeVisible({
      timeout: 10_000,
    });
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
    await expect(dialog.getByRole('alert')).toHaveText(
      'Unsupported file. Please upload a PNG, JPEG, JPG or WebP image.',
    );
    await expect(dialog.getByText('The file type is not recognised')).toBeVisible();

    await screenshot.setInputFiles({ name: 'table.png', mimeType: 'image/png', buffer: png });
    await send.click();
    await expect(dialog.getByRole('status')).toHaveText('Thank you. Our content team will check this page.');
  });

  test('the location prompt is offered in India and never in Vietnam', async ({ page }) => {
    await page.goto('/study-abroad/usa');
    await expect(page.getByRole('complementary', { name: 'Share your location' })).toBeVisible({
      timeout: 10_000,
    });
    await page.getByRole('button', { name: 'No thanks' }).click();
    await expect(page.getByRole('complementary', { name: 'Share your location' })).toHaveCount(0);

    const port = Number(process.env.E2E_WEB_PORT ?? 3100);
    await page.goto(`http://vn.localhost:${port}/study-abroad/usa`);
    await page.waitForTimeout(6000);
    await expect(page.getByRole('complementary', { name: 'Share your location' })).toHaveCount(0);
  });
});
