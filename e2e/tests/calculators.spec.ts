import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { sidewaysOverflow } from '../sweep/phone-layout.ts';

const result = (page: Page, name: string) => page.getByRole('region', { name });

test.describe('education loan calculator', () => {
  test('shows the EMI of the published example, charts it, and explains a moratorium', async ({ page }) => {
    await page.goto('/study-abroad/calculator/education-loan');
    await page.getByLabel('Loan amount (₹)').fill('1000000');
    await page.getByLabel('Interest rate (% a year)').fill('9');
    await page.getByLabel('Repayment period (months)').fill('120');
    const emi = result(page, 'Your EMI');
    await expect(emi).toContainText('₹12,667.58');
    await expect(emi).toContainText('₹5,20,109.29');
    await expect(emi).toContainText('over 10 years');

    const balance = page.getByRole('figure', { name: 'Loan balance over time' });
    await expect(
      balance.getByRole('img', { name: /balance falls from ₹10,00,000 to ₹0 over 120 EMIs/ }),
    ).toBeVisible();
    await expect(balance.locator('svg').first()).toBeVisible();
    await expect(
      page.getByRole('figure', { name: 'Principal and interest' }).locator('svg').first(),
    ).toBeVisible();
    await balance.getByText('Show the data as a table').click();
    await expect(balance.getByRole('row')).toHaveCount(11);

    await page.getByLabel('Moratorium (months)').fill('24');
    await expect(emi).toContainText('₹1,80,000.00 of simple interest accrues');
    await expect(emi).toContainText('repayment starts on ₹11,80,000.00');
  });

  test('names the field that is wrong and hides the result until it is fixed', async ({ page }) => {
    await page.goto('/study-abroad/calculator/education-loan');
    const tenure = page.getByLabel('Repayment period (months)');
    await tenure.fill('0');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Enter a whole number of months from 1 to 360.',
    );
    await expect(tenure).toHaveAttribute('aria-invalid', 'true');
    await expect(result(page, 'Your EMI')).toContainText('Correct the highlighted field');
    await tenure.fill('60');
    await expect(page.getByRole('main').getByRole('alert')).toHaveCount(0);
    await expect(result(page, 'Your EMI')).toContainText('Monthly EMI');
  });

  test('a country page starts from that country’s first-year cost', async ({ page }) => {
    await page.goto('/study-abroad/calculator/education-loan/uk');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Education loan EMI calculator for studying in UK',
    );
    await expect(page.getByRole('link', { name: 'see the breakdown' })).toHaveAttribute(
      'href',
      '/study-abroad/expense-calculator/uk',
    );
    await expect(page.getByLabel('Loan amount (₹)')).toHaveValue('6500000');
  });
});

test.describe('IELTS band calculator', () => {
  test('rounds a mean of 6.125 down to 6.0 and charts the four skills', async ({ page }) => {
    await page.goto('/study-abroad/calculator/ielts-band');
    await page.getByLabel('Listening band').fill('6.5');
    await page.getByLabel('Reading band').fill('6.5');
    await page.getByLabel('Writing band').fill('5.5');
    await page.getByLabel('Speaking band').fill('6');
    const overall = result(page, 'Your overall band');
    await expect(overall.getByRole('definition')).toHaveText('6.0');
    await expect(overall).toContainText(
      'The mean of your four scores is 6.125; IELTS rounds it to the nearest half band',
    );
    await expect(
      page.getByRole('figure', { name: 'Band by skill' }).getByRole('img', {
        name: /listening 6\.5, reading 6\.5, writing 5\.5, speaking 6\.0; overall 6\.0/,
      }),
    ).toBeVisible();
  });

  test('converts practice-test answers with the General Training table, marked indicative', async ({
    page,
  }) => {
    await page.goto('/study-abroad/calculator/ielts-band');
    await page.getByLabel('Correct answers out of 40 (practice test)').check();
    await page.getByLabel('Test module').selectOption('general');
    await page.getByLabel('Listening: correct answers').fill('30');
    await page.getByLabel('Reading: correct answers').fill('30');
    await page.getByLabel('Writing band').fill('6');
    await page.getByLabel('Speaking band').fill('6.5');
    const overall = result(page, 'Your overall band');
    await expect(overall.getByRole('definition')).toHaveText('6.5');
    await expect(overall).toContainText('Indicative');

    await page.getByLabel('Reading: correct answers').fill('3');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'the published table starts at 6 correct answers.',
    );
  });

  test('rejects a band off the half-band grid', async ({ page }) => {
    await page.goto('/study-abroad/calculator/ielts-band');
    await page.getByLabel('Writing band').fill('6.3');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Enter a band from 0 to 9 in steps of 0.5.',
    );
    await expect(result(page, 'Your overall band')).toContainText('Enter all four scores');
  });
});

test.describe('expense calculator', () => {
  test('walks through four steps to a sourced breakdown, then back and start again', async ({ page }) => {
    await page.goto('/study-abroad/expense-calculator');
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await page.getByLabel('Country', { exact: true }).selectOption('germany');
    await expect(page.getByLabel('Intake', { exact: true })).toBeEnabled();
    await page.getByLabel('Intake', { exact: true }).selectOption({ label: 'Winter semester 2027/28' });
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'City and housing' })).toBeFocused();
    await page.getByLabel('Berlin').check();
    await page.getByLabel(/Live on campus/).uncheck();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await page.getByLabel(/Flight from India/).uncheck();
    await page.getByRole('button', { name: 'Next', exact: true }).click();

    await expect(page.getByRole('heading', { name: 'Your first-year budget' })).toBeVisible();
    await expect(
      page.getByText(/A first year in Berlin for the Winter semester 2027\/28 intake comes to about ₹/),
    ).toBeVisible();
    await expect(
      page.getByRole('figure', { name: 'First-year costs in Berlin by category (₹)' }).locator('svg').first(),
    ).toBeVisible();
    const table = page.getByRole('table', { name: 'First-year costs in Berlin with sources' });
    await expect(table.getByRole('rowheader', { name: /Accommodation \(off campus\)/ })).toBeVisible();
    await expect(table.getByRole('rowheader', { name: /Accommodation \(on campus\)/ })).toHaveCount(0);
    await expect(table.getByRole('rowheader', { name: /Flight from India/ })).toHaveCount(0);
    await expect(table.getByRole('link', { name: 'DAAD — Health insurance' })).toBeVisible();
    await expect(page.getByText(/Blocked account for one year \(€992 a month\): €11,904/)).toBeVisible();
    // On a 360 px phone the table scrolls in its frame; the page never scrolls sideways (issue 32).
    await page.setViewportSize({ width: 360, height: 800 });
    expect(await sidewaysOverflow(page)).toBe(0);
    await page.setViewportSize({ width: 1280, height: 720 });

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByText('Step 3 of 4')).toBeVisible();
    await expect(page.getByLabel(/Flight from India/)).not.toBeChecked();
    await page.getByRole('button', { name: 'Start again' }).click();
    await expect(page.getByText('Step 1 of 4')).toBeVisible();
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('australia');
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
  });

  test('opens on the country in the address and is also reached as /calculator/expense', async ({ page }) => {
    await page.goto('/study-abroad/expense-calculator/canada');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Study abroad expense calculator: Canada',
    );
    await expect(page.getByLabel('Country', { exact: true })).toHaveValue('canada');

    await page.goto('/study-abroad/calculator/expense');
    await expect(page).toHaveURL(/\/study-abroad\/expense-calculator$/);
  });

  test('a country without cost data is not found', async ({ page }) => {
    const response = await page.goto('/study-abroad/expense-calculator/vanuatu');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  });
});

test.describe('grade calculators', () => {
  test('converts a CGPA to the US scale, and a grade to the German scale for Germany', async ({ page }) => {
    await page.goto('/study-abroad/cgpa-to-gpa-calculator');
    await page.getByLabel('Your grading scale').selectOption('10');
    await page.getByLabel('Your CGPA').fill('9.1');
    await expect(result(page, 'Your US GPA').getByRole('definition')).toHaveText('3.64');

    await page.getByLabel('Your CGPA').fill('11');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Enter a CGPA from 0 to 10.');

    await page.getByLabel('Where are you applying?').selectOption('germany');
    await page.getByLabel('Your grading system').selectOption({ label: 'CGPA on a 10-point scale' });
    await page.getByLabel('Your grade', { exact: true }).fill('7.5');
    const german = result(page, 'Your German grade');
    await expect(german.getByRole('definition')).toHaveText('2.2');
    await expect(german).toContainText('= 2.250, which the KMK rule truncates');

    await page.getByLabel('Your grading system').selectOption({ label: 'Percentage (out of 100)' });
    await page.getByLabel('Your grade', { exact: true }).fill('70');
    await expect(german.getByRole('definition')).toHaveText('2.5');
  });

  test('converts SGPA by each university’s formula', async ({ page }) => {
    await page.goto('/study-abroad/sgpa-to-percentage-calculator');
    const sgpa = page.getByLabel('Your SGPA or CGPA (out of 10)');
    await sgpa.fill('8.5');
    await page.getByLabel(/^VTU/).check();
    const percentage = result(page, 'Your percentage');
    await expect(percentage.getByRole('definition')).toHaveText('77.5 %');
    await sgpa.fill('8');
    await page.getByLabel(/^University of Mumbai/).check();
    await expect(percentage.getByRole('definition')).toHaveText('68 %');
    await expect(percentage).toContainText('7.1 × SGPA + 11, rounded up to a whole number');

    await sgpa.fill('12');
    await expect(page.getByRole('main').getByRole('alert')).toHaveText('Enter an SGPA from 0 to 10.');
  });
});

test.describe('calculator API through the proxy', () => {
  test('serves the same EMI as the page and refuses a bad body in the error model', async ({ request }) => {
    const ok = await request.post('/study-abroad/api/calculator/education-loan', {
      data: { principal: 1_000_000, annualRate: 9, tenureMonths: 120 },
    });
    expect(ok.status()).toBe(200);
    expect(((await ok.json()) as { emi: number }).emi.toFixed(2)).toBe('12667.58');

    const bad = await request.post('/study-abroad/api/calculator/ielts-band', {
      data: { listening: 6, reading: 6, writing: 6, speaking: 'six' },
    });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({ status: false, errorCode: 'BAD_REQUEST' });
  });
});
