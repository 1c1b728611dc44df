import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { registerFreeLearner } from '../fixtures/login.ts';
import { expectTotal, openCheckout, orderSummary, payAtTestGateway } from '../fixtures/booster-checkout.ts';

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Profile' }).getByRole('link');

test.describe('booster program payments', () => {
  test('a free learner applies a coupon, pays through the test gateway, sees the success status and the paid tabs', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await registerFreeLearner(context);
    await openCheckout(page);
    const summary = orderSummary(page);
    await expectTotal(page, '₹24,999');
    await expect(summary).toContainText('Study Abroad Booster Program, Essential');
    await expect(summary.getByText('incl. ₹3,813.41 (18%)')).toBeVisible();
    await expect(summary.getByRole('listitem')).toHaveText(['Test card (no money moves)']);
    await expect(summary.getByRole('link', { name: 'terms of use' })).toHaveAttribute(
      'href',
      '/study-abroad/terms-of-use',
    );
    await page.getByLabel('Coupon code').fill('welcome10');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect(page.getByRole('status')).toContainText('Coupon WELCOME10 applied');
    // The summary shows the coupon's discount, the GST inside the new total, and the total itself.
    await expect(summary.getByText('Coupon WELCOME10')).toBeVisible();
    await expect(summary.getByText('−₹2,499.90')).toBeVisible();
    await expect(summary.getByText('incl. ₹3,432.07 (18%)')).toBeVisible();
    await expectTotal(page, '₹22,499.10');
    await payAtTestGateway(page, 'Pay ₹22,499.10');

    // The callback records the payment and emails the receipt PDF before it answers.
    await expect(page).toHaveURL(/\/study-abroad\/payments\/status\?orderId=/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText(/Receipt INV-\d{4}-\d{6}/)).toBeVisible();
    const receipt = await page.request.get(
      (await page.getByRole('link', { name: 'Download the receipt (PDF)' }).getAttribute('href'))!,
    );
    expect(receipt.headers()['content-type']).toBe('application/pdf');

    await page.getByRole('link', { name: 'Go to your profile' }).click();
    await expect(page.getByText('Paid program member')).toBeVisible();
    await expect(tabs(page)).toContainText([
      'Flying Progress',
      'Learning Progress',
      'Learner’s Guide',
      'Meridian Buddy',
    ]);
    await tabs(page).filter({ hasText: 'Learning Progress' }).click();
    await expect(
      page.getByText('Your program: Study Abroad Booster Program, Essential package'),
    ).toBeVisible();
  });

  test('an expired or used-up coupon is refused with a clear message', async ({ page, context }) => {
    await registerFreeLearner(context);
    await openCheckout(page);
    const code = page.getByLabel('Coupon code');
    for (const [coupon, message] of [
      ['DIWALI25', 'This coupon has expired.'],
      ['FIRST100', 'This coupon has been used up.'],
      ['SAUDI15', 'This coupon is not valid for this program.'],
    ]) {
      await code.fill(coupon!);
      await page.getByRole('button', { name: 'Apply coupon' }).click();
      await expect(page.getByRole('alert').filter({ hasText: message! })).toBeVisible();
      await expectTotal(page, '₹24,999');
      await expect(orderSummary(page).getByText(/^Coupon /)).toHaveCount(0);
    }
  });

  test('a failed payment says so, leaves the learner free, and trying again keeps the chosen package', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await registerFreeLearner(context);
    await openCheckout(page);
    await page.getByRole('radio', { name: /Advanced/ }).check();
    // Advanced's price is read, not assumed: the payment console's journey may change it meanwhile.
    const pay = orderSummary(page).getByRole('button', { name: /^Pay ₹[\d,]+ securely$/ });
    await expect(pay).not.toHaveText(/₹24,999/);
    const advancedPrice = /₹[\d,]+/.exec((await pay.textContent()) ?? '')![0];
    await payAtTestGateway(page, 'Decline the payment');

    await expect(page.getByRole('heading', { name: 'Payment failed' })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText('you are still on the free account')).toBeVisible();
    // "Try again" names no package: the browser kept the choice (SPEC.md §9 program_package_key).
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('radio', { name: /Advanced/ })).toBeChecked({ timeout: 15_000 });
    await expectTotal(page, advancedPrice);
    await page.goto('/study-abroad/profile');
    await expect(page.getByText('Free account')).toBeVisible();
    await expect(tabs(page).filter({ hasText: 'Learning Progress' })).toHaveCount(0);
  });
});
