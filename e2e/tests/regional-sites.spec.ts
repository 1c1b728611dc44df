import { expect, test } from '../fixtures/test.ts';

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const site = (host: 'vn' | 'sa') => `http://${host}.localhost:${WEB_PORT}/study-abroad`;

/** A Vietnamese mobile (09x xxx xxxx), new for each run. */
const vietnameseMobile = () => `9${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

test.describe('regional sites for their own students (issue 32)', () => {
  test('the Vietnam site estimates course fees in dong, never in rupees, and never names Indian students', async ({
    page,
  }) => {
    for (const path of ['', '/usa/masters', '/enquiry']) {
      await page.goto(`${site('vn')}${path}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/Indian students/i)).toHaveCount(0);
    }
    // Still on the listing's courses: their fees in US dollars, estimated in dong.
    await page.goto(`${site('vn')}/usa/masters`);
    const courses = page.getByRole('main');
    await expect(
      courses.getByText(/US\$[\d,]+ (a year|total) · ≈ VND [\d,]+ million (a year|total)/).first(),
    ).toBeVisible();
    await expect(courses.getByText(/≈ ₹/)).toHaveCount(0);
  });

  test('the Saudi site estimates course fees in riyals to the thousand', async ({ page }) => {
    await page.goto(`${site('sa')}/uk/masters`);
    await expect(
      page
        .getByRole('main')
        .getByText(/£[\d,]+ (a year|total) · ≈ SAR [\d,]+,000 (a year|total)/)
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(/≈ ₹/)).toHaveCount(0);
  });

  test("the Vietnam site's enquiry offers Vietnam's cities and takes one", async ({ page }) => {
    await page.goto(`${site('vn')}/enquiry`);
    const form = page.getByRole('form', { name: 'Enquiry' });
    await form.getByLabel('Full name').fill('Linh Nguyen');
    await form.getByLabel('Mobile number').fill(vietnameseMobile());
    await form
      .getByRole('group', { name: 'Where do you want to study?' })
      .getByRole('checkbox', { name: 'Germany' })
      .check();
    await form.getByLabel('Level of study').selectOption({ label: "Master's (postgraduate)" });
    await form.getByRole('checkbox', { name: /counsellors may contact me/ }).check();
    await form.getByRole('button', { name: 'Next' }).click();
    await expect(form.getByText('Step 2 of 2 (optional)')).toBeVisible();

    const cities = await form
      .locator('datalist option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(cities).toEqual(
      expect.arrayContaining(['Hanoi', 'Ho Chi Minh City', 'Da Nang', 'Hai Phong', 'Can Tho']),
    );
    expect(cities).not.toContain('Pune');
    await form.getByLabel('Your city').fill('Pune');
    await form.getByRole('button', { name: 'Send details' }).click();
    await expect(form.getByText('Please choose your city from the list')).toBeVisible();
    await form.getByLabel('Your city').fill('ho chi minh city');
    await form.getByRole('button', { name: 'Send details' }).click();
    await expect(page).toHaveURL(/\/study-abroad\/enquiry\/thankyou$/);
  });
});
