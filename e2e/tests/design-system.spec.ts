import { test, expect } from '../fixtures/test.ts';
import { DEMO, signIn } from '../fixtures/login.ts';
import { findDefaultControls } from '../checks/no-default-controls.ts';

const REFERENCE = '/study-abroad/design-system';

/** Pages of each kind, with the account that sees them (none: a visitor). */
const PAGES: readonly { name: string; path: string; as?: keyof typeof DEMO }[] = [
  { name: 'home', path: '/study-abroad' },
  { name: 'course listing', path: '/study-abroad/abroad/masters/computer-science' },
  { name: 'enquiry', path: '/study-abroad/enquiry' },
  { name: 'expense calculator', path: '/study-abroad/expense-calculator/canada' },
  { name: 'education loan calculator', path: '/study-abroad/calculator/education-loan' },
  { name: 'login', path: '/study-abroad/login' },
  { name: 'profile documents', path: '/study-abroad/profile/documents', as: 'freeLearner' },
  { name: 'lead inbox (console)', path: '/study-abroad/admin/leads', as: 'counsellor' },
  { name: 'back office (console)', path: '/study-abroad/admin/content', as: 'editor' },
];

test.describe('design system', () => {
  test('the check finds controls the browser draws by default', async ({ page }) => {
    await page.setContent(
      '<button>Load more</button><select aria-label="City"><option>Pune</option></select>' +
        '<input aria-label="Name"><input type="checkbox" aria-label="Agree"><input type="file" aria-label="CV">' +
        '<button style="position:absolute;width:1px;height:1px;padding:0;border:0;overflow:hidden">Hidden</button>',
    );
    const found = await findDefaultControls(page);
    expect(found.map((control) => `${control.control} ${control.name}`)).toEqual([
      'button Load more',
      'select City',
      'input[type=text] Name',
      'input[type=checkbox] Agree',
      'input[type=file] CV',
    ]);
  });

  test('the reference page shows every component, and none in the browser default look', async ({ page }) => {
    const response = await page.goto(REFERENCE);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: 'Design system' })).toBeVisible();
    expect(await findDefaultControls(page)).toEqual([]);
  });

  test('a dialog has its close control at the top, keeps focus inside and closes on Escape', async ({
    page,
  }) => {
    await page.goto(REFERENCE);
    const opener = page.getByRole('button', { name: 'Open dialog' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Request a call-back' });
    await expect(dialog).toBeVisible();
    const close = dialog.getByRole('button', { name: 'Close' });
    const done = dialog.getByRole('button', { name: 'Done' });
    expect((await close.boundingBox())!.y).toBeLessThan((await done.boundingBox())!.y);
    expect(await findDefaultControls(page)).toEqual([]);
    // Tabbing past the last control comes back into the dialog, never to the page behind it.
    for (let i = 0; i < 4; i++) {
      await page.keyboard.press('Tab');
      expect(await dialog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('a sheet fills a phone screen and its footer button stays in view', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(REFERENCE);
    await page.getByRole('button', { name: 'Filters (2)' }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    const box = (await sheet.boundingBox())!;
    expect(box.width).toBe(390);
    expect(box.height).toBe(844);
    await sheet.getByRole('checkbox', { name: 'Ireland' }).check();
    await expect(sheet.getByRole('button', { name: 'Show 69 courses' })).toBeInViewport();
  });

  test('a stacking table does not scroll sideways on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(REFERENCE);
    const { width, wider } = await page.evaluate(() => ({
      width: document.documentElement.scrollWidth,
      // What sticks out, named for the failure message.
      wider: Array.from(document.querySelectorAll('main *'))
        .filter((element) => element.getBoundingClientRect().right > window.innerWidth + 0.5)
        .map((element) => `${element.localName}.${element.className}`)
        .slice(0, 5),
    }));
    expect(width, `wider than the screen: ${wider.join(', ')}`).toBe(360);
  });

  for (const visit of PAGES) {
    test(`${visit.name}: no control in the browser default look`, async ({ page, context }) => {
      if (visit.as) await signIn(context, DEMO[visit.as].email);
      await page.goto(visit.path);
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      if (visit.as) await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
      expect(await findDefaultControls(page)).toEqual([]);
    });
  }
});

test.describe('design system on a touch screen', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('every button and field is at least 44 px high', async ({ page }) => {
    await page.goto(REFERENCE);
    const short = await page
      .locator(
        'main button, main select, main input:not([type=checkbox]):not([type=radio]), main label:has(input)',
      )
      .evaluateAll((elements) =>
        elements
          .filter((e) => e.getBoundingClientRect().height > 1)
          .filter((e) => e.getBoundingClientRect().height < 44)
          .map(
            (e) => `${e.localName} "${e.textContent?.trim() ?? ''}" ${e.getBoundingClientRect().height}px`,
          ),
      );
    expect(short).toEqual([]);
  });
});
