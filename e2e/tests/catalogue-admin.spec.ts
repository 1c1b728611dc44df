import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { expect, test } from '../fixtures/test.ts';
import { signIn } from '../fixtures/login.ts';
import { API_URL, newStudent, outbox } from '../fixtures/lead.ts';

const ADMIN_EMAIL = 'neha.kapoor@example.com';
const CATALOGUE = sitePath(siteRoutes.adminCatalogue());

/** A PDF by its first bytes, marked so the download can be told from the generated brochure. */
const uploadedPdf = (marker: string) =>
  Buffer.from(`%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% ${marker}\n%%EOF\n`, 'latin1');

test('the admin uploads a brochure and imports a program; a visitor’s brochure request sends the upload', async ({
  page,
  context,
  request,
}) => {
  await signIn(context, ADMIN_EMAIL);
  const run = Date.now().toString(36);

  await page.goto(CATALOGUE);
  await expect(
    page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Catalogue' }),
  ).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search universities' }).fill('Monash');
  await page.getByRole('button', { name: 'Search' }).click();
  const row = page.getByRole('row').filter({ hasText: 'Monash University' });
  await expect(row).toBeVisible();
  await row.getByLabel('Brochure PDF for Monash University').setInputFiles({
    name: 'not-a-brochure.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('plain text renamed .pdf'),
  });
  await expect(row.getByRole('alert')).toContainText('Please upload the brochure as a PDF file');

  const pdf = uploadedPdf(`e2e ${run}`);
  await row.getByLabel('Brochure PDF for Monash University').setInputFiles({
    name: `monash-${run}.pdf`,
    mimeType: 'application/pdf',
    buffer: pdf,
  });
  await expect(row).toContainText(`Uploaded: monash-${run}.pdf`);

  const slug = `e2e-pathway-${run}`;
  await page.goto(`${sitePath(siteRoutes.adminContent())}?tab=catalogue`);
  await page.getByLabel('The feed holds').selectOption('programs');
  await page.getByLabel('Feed (CSV or JSON)').setInputFiles({
    name: 'programs.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(
      'slug,title,degree,category,universitySlug,onlineMonths,onlineTuitionAmount,onlineTuitionCurrency,destinationMonths,destinationTuitionAmount,destinationTuitionCurrency\n' +
        `${slug},E2E Pathway ${run},MASTERS,data-science,monash-university,4,3000,USD,12,40000,AUD\n`,
    ),
  });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported: 1 created, 0 updated.',
  );
  await page.goto(`${CATALOGUE}?tab=programs`);
  await page.getByRole('searchbox', { name: 'Search programs' }).fill(`E2E Pathway ${run}`);
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('row').filter({ hasText: `E2E Pathway ${run}` })).toContainText('On');

  const visitor = newStudent();
  const asked = await request.post(`${API_URL}/pathway/brochure/university/slug/monash-university`, {
    data: {
      name: visitor.name,
      email: visitor.email,
      countryCode: '+91',
      mobile: visitor.mobile,
      contactConsent: true,
    },
  });
  expect(asked.ok(), await asked.text()).toBe(true);
  const [mail] = await outbox(request, visitor.email);
  const path = mail?.body.match(/\/study-abroad\/brochures\/download\/\S+/)?.[0];
  expect(path, mail?.body).toBeDefined();
  const file = await request.get(path!);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(await file.body()).toEqual(pdf);
});
