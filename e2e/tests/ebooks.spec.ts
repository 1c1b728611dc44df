import { readFile } from 'node:fs/promises';
import { expect, test, type Download, type Page } from '@playwright/test';
import { extractText, getDocumentProxy } from 'unpdf';

async function pdfText(download: Download): Promise<string> {
  const bytes = await readFile(await download.path());
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(bytes)), { mergePages: true });
  return text;
}

async function openEbook(page: Page, linkName: RegExp) {
  await page.goto('/study-abroad/ebooks');
  await page.getByRole('link', { name: linkName }).first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return (await page.getByRole('heading', { level: 1 }).textContent())!;
}

test.describe('e-books', () => {
  test('the hub shows featured and newly added e-books with abbreviated download counts', async ({
    page,
  }) => {
    await page.goto('/study-abroad/ebooks');
    await expect(page.getByRole('heading', { level: 1, name: 'Free study abroad e-books' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Featured e-books' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Newly added' })).toBeVisible();
    await expect(page.getByText(/\d(\.\d)?K\+ downloads/).first()).toBeVisible();
  });

  test('a download asks for the lead form once, then serves the PDF of the e-book', async ({ page }) => {
    const firstTitle = await openEbook(page, /IELTS Exam Guide/);
    const form = page.getByRole('form', { name: 'Download the e-book' });
    await form.getByRole('button', { name: 'Download the PDF' }).click();
    await expect(form.getByText('Please enter your full name')).toBeVisible();

    await form.getByLabel('Your name').fill('Meera Pillai');
    await form.getByRole('textbox', { name: 'Email' }).fill('meera.pillai@example.com');
    await form.getByLabel('Mobile number').fill('9845012345');
    await form.getByRole('checkbox').check();
    const [first] = await Promise.all([
      page.waitForEvent('download'),
      form.getByRole('button', { name: 'Download the PDF' }).click(),
    ]);
    expect(first.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await pdfText(first)).toContain(firstTitle);
    // An altered download link gets the site's page saying so, not a bare error.
    const altered = await page.request.get(`${first.url().slice(0, -4)}AAAA`);
    expect(altered.status()).toBe(404);
    expect(await altered.text()).toContain('<h1>This download link is not valid</h1>');

    // A second e-book: no form this time, the button downloads straight away.
    const secondTitle = await openEbook(page, /GRE Exam Guide/);
    await expect(page.getByRole('form', { name: 'Download the e-book' })).toHaveCount(0);
    const [second] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download the PDF' }).click(),
    ]);
    expect(await pdfText(second)).toContain(secondTitle);
  });

  test('an e-book path whose id does not match its slug is not found', async ({ page }) => {
    const response = await page.goto('/study-abroad/ebooks/ielts-exam-guide-99999');
    expect(response?.status()).toBe(404);
  });
});
