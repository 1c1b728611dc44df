import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { expect, test } from '../fixtures/test.ts';
import { DEMO, registerFreeLearner, signIn } from '../fixtures/login.ts';
import { expectTotal, payAtTestGateway } from '../fixtures/booster-checkout.ts';

test.describe('the payment console', () => {
  test('the admin makes a coupon and a new price; a learner pays with both; the order is in the console', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // A code of this run alone, so a rerun against the same database makes a new one.
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;

    await signIn(context, DEMO.admin.email);
    await page.goto(sitePath(siteRoutes.adminCoupons()));
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link')).toContainText([
      'Orders',
      'Programs',
      'Coupons',
    ]);
    const form = page.getByRole('region', { name: 'New coupon' });
    await form.getByLabel('Code (letters and digits)').fill(code);
    await form.getByLabel('Percent, or amount').fill('10');
    await form.getByLabel('Valid from (IST)').fill('2025-01-01T00:00');
    await form.getByLabel('Valid until (IST)').fill('2030-01-01T00:00');
    await form.getByLabel('Uses in all').fill('5');
    await form.getByRole('button', { name: 'Create coupon' }).click();
    await expect(page.getByRole('status')).toContainText(`Coupon ${code} created.`);
    await expect(page.getByRole('row', { name: new RegExp(code) })).toContainText('0 of 5');

    await page.goto(sitePath(siteRoutes.adminPrograms()));
    const advanced = page.getByRole('form', { name: 'Study Abroad Booster Program, Advanced' });
    await advanced.getByLabel(/Price on the India site/).fill('45000');
    await advanced.getByRole('button', { name: 'Save Advanced' }).click();
    await expect(advanced.getByRole('status')).toContainText('the next order pays the new price');

    await context.clearCookies();
    const learner = await registerFreeLearner(context);
    await page.goto(sitePath(siteRoutes.boosterProgram('study-abroad-booster')));
    // The public page shows the new price at once (its cache was told of the change).
    await expect(page.getByText('₹45,000').first()).toBeVisible();
    await page.getByRole('link', { name: 'Apply now for Advanced' }).click();
    await expectTotal(page, '₹45,000');
    await page.getByLabel('Coupon code').fill(code.toLowerCase());
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByRole('status')).toContainText(`Coupon ${code} applied`);
    await expectTotal(page, '₹40,500.00');
    await payAtTestGateway(page, 'Pay ₹40,500');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });

    await context.clearCookies();
    await signIn(context, DEMO.admin.email);
    await page.goto(sitePath(siteRoutes.adminOrders({ q: learner.email })));
    const row = page.getByRole('row', { name: new RegExp(learner.email.replace(/[.+]/g, '\\$&')) });
    await expect(row).toContainText(`₹40,500 (${code})`);
    await expect(row).toContainText('Paid');
    const receipt = await page.request.get(
      (await row.getByRole('link', { name: /Receipt INV-/ }).getAttribute('href'))!,
    );
    expect(receipt.headers()['content-type']).toBe('application/pdf');
  });
});
