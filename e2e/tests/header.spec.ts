import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { DEMO, signIn } from '../fixtures/login.ts';

const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const HEADER_MAX_PX = 64;

/** The header's height, and the controls of its row whose text runs onto a second line. */
async function headerRow(header: Locator) {
  return header.evaluate((element) => {
    const controls = Array.from(element.querySelectorAll(':scope > div > *, nav > ul > li > button'));
    const wrapped = controls.flatMap((control) => {
      const box = control.getBoundingClientRect();
      if (box.width === 0) return [];
      const line = parseFloat(getComputedStyle(control).lineHeight) || 24;
      // Taller than a touch target and a line: its text wraps (a caret under its label).
      return box.height > Math.max(48, line * 1.9) ? [control.textContent?.trim() ?? control.localName] : [];
    });
    return { height: element.getBoundingClientRect().height, wrapped };
  });
}

async function expectOneRow(page: Page) {
  const header = page.getByRole('banner');
  await expect(header).toBeVisible();
  const { height, wrapped } = await headerRow(header);
  expect(wrapped, 'header controls on two lines').toEqual([]);
  expect(height).toBeLessThanOrEqual(HEADER_MAX_PX);
}

test.describe('the header (issue 32)', () => {
  test('is one row at 1024 px on the India and Vietnam sites, and signed in', async ({ page, context }) => {
    await page.setViewportSize({ width: 1024, height: 800 });
    await page.goto('/study-abroad');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeEnabled();
    await expectOneRow(page);
    await page.goto(`http://vn.localhost:${WEB_PORT}/study-abroad`);
    await expectOneRow(page);

    await signIn(context, DEMO.freeLearner.email);
    await page.goto('/study-abroad');
    await expect(page.getByRole('banner').getByRole('button', { name: DEMO.freeLearner.name })).toBeVisible();
    await expectOneRow(page);
  });

  test('on a phone: at most 64 px signed in, the menu at the right edge, the number in its drawer', async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await signIn(context, DEMO.freeLearner.email);
    await page.goto('/study-abroad/usa');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: DEMO.freeLearner.name })).toBeVisible();
    await expectOneRow(page);
    const menu = header.getByRole('button', { name: 'Menu' });
    const [menuBox, headerBox] = [await menu.boundingBox(), await header.boundingBox()];
    expect(headerBox!.x + headerBox!.width - (menuBox!.x + menuBox!.width)).toBeLessThanOrEqual(16);
    await expect(header.getByRole('link', { name: /1800 210 2030/ })).toHaveCount(0);
    await menu.click();
    await expect(header.getByRole('link', { name: /1800 210 2030/ })).toBeVisible();
  });

  test('a learner with a counsellor is offered a call with them, and no sales bar', async ({
    page,
    context,
  }) => {
    await signIn(context, DEMO.freeLearner.email);
    await page.goto('/study-abroad/articles');
    await page.goto('/study-abroad/uk');
    const [counsellorFirstName] = DEMO.counsellor.name.split(' ');
    await expect(
      page.getByRole('banner').getByRole('link', { name: `Book a call with ${counsellorFirstName}` }),
    ).toHaveAttribute('href', '/study-abroad/schedule-appointment');
    // The bars have arrived (the ticker is no sales bar) and none is shown.
    await expect(page.getByRole('complementary', { name: 'Latest updates' })).toBeVisible({
      timeout: 10_000,
    });
    await expect(page.getByRole('complementary', { name: 'Counselling offer' })).toHaveCount(0);
    await expect(page.getByRole('complementary', { name: 'Announcement' })).toHaveCount(0);
  });
});
