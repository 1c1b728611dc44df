import { expect, test } from '../fixtures/test.ts';
import { courseCountText } from '@meridian/domain/catalogue/count-text';
import { decodeCourseFilter } from '@meridian/domain/catalogue/course-filter';
import { apiCourses } from '../fixtures/catalogue-api.ts';

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

  test('the Vietnam site compares courses and states a country’s costs in dong, with the rate and its date', async ({
    page,
    request,
  }) => {
    const uk = await apiCourses(request, { country: ['uk'], educationLevel: 'MASTERS' });
    await page.goto(`${site('vn')}/compare-courses?ids=${uk.items[0]!.id},${uk.items[1]!.id}`);
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /^Tuition/ })).toContainText('≈ VND');
    const living = table.getByRole('row', { name: /Living cost a month/ });
    await expect(living).toContainText(/£[\d,]+ \(≈ VND [\d.,]+ million\)/);
    await expect(table).not.toContainText('₹');

    await page.goto(`${site('vn')}/usa`);
    const costs = page.getByRole('region', { name: 'Cost of studying and living in USA' });
    const living2 = costs.getByRole('table', { name: 'Living costs in USA per month' });
    await expect(living2.getByRole('columnheader', { name: 'Approx. in VND' })).toBeVisible();
    await expect(living2.getByRole('row', { name: /Local transport/ })).toContainText(
      /VND [\d.]+ million – VND [\d.]+ million/,
    );
    await expect(
      costs.getByRole('table', { name: 'Tuition fees in USA per year' }).getByRole('columnheader', {
        name: 'Approx. in VND',
      }),
    ).toBeVisible();
    await expect(
      costs.getByText(/^VND figures use US\$1 = VND [\d,]+ on \d{2}\/\w{3}\/\d{4} and are rounded\.$/),
    ).toBeVisible();
    await expect(costs).not.toContainText('₹');
  });

  test('the Vietnam listing filters fees in dong, converted to the rupees the catalogue filters on', async ({
    page,
    request,
  }) => {
    await page.goto(`${site('vn')}/usa/masters`);
    const filters = page.getByRole('complementary', { name: 'Filters' });
    const presets = filters.getByRole('group', { name: 'Fee ranges' });
    await expect(presets.getByRole('button')).toHaveText([
      'Under VND 300 million a year',
      'VND 300 million – VND 600 million a year',
      'VND 600 million – VND 900 million a year',
      'VND 900 million – VND 1,500 million a year',
      'Over VND 1,500 million a year',
    ]);
    await expect(filters.getByText(/₹/)).toHaveCount(0);
    await presets.getByRole('button', { name: 'VND 900 million – VND 1,500 million a year' }).click();
    await expect
      .poll(() => decodeCourseFilter(new URL(page.url()).searchParams.get('filter'))?.maxFee)
      .toBeDefined();
    const filter = decodeCourseFilter(new URL(page.url()).searchParams.get('filter'))!;
    // 900 and 1,500 million dong at the seeded ₹0.003362 a dong.
    expect(filter).toEqual({ fees: 'annual', minFee: 3_025_800, maxFee: 5_043_000 });
    const expected = await apiCourses(request, { ...filter, country: ['usa'], educationLevel: 'MASTERS' });
    expect(expected.total).toBeGreaterThan(0);
    await expect(page.getByRole('status').filter({ hasText: 'found' })).toHaveText(
      courseCountText(expected.total, expected.totalCapped),
    );
    await expect(page.getByRole('list', { name: 'Chosen filters' })).toContainText(
      'VND 900 million – VND 1,500 million a year',
    );
    // The slider says the range's top in dong too.
    await expect(filters.getByRole('slider', { name: 'At most VND 1,500 million' })).toBeVisible();
  });

  test('the Vietnam and Saudi sites state the calling hours in their own time', async ({ page }) => {
    await page.goto(`${site('vn')}/enquiry/thankyou`);
    await expect(
      page.getByRole('main').getByText(/calling hours, every day from 11:00 am to 9:30 pm Vietnam Time\./),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Every day, 11:00 am to 9:30 pm Vietnam Time');
    await expect(page.getByText(/\bIST\b/)).toHaveCount(0);

    await page.goto(`${site('sa')}/usa`);
    await expect(page.getByRole('contentinfo')).toContainText(
      'Every day, 7:00 am to 5:30 pm Saudi Arabia Time',
    );
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
