import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { expect, test } from '../fixtures/test.ts';
import { DEMO, signIn } from '../fixtures/login.ts';
import { BARS_SHOWN_WITHIN, startVisit } from '../fixtures/extras.ts';

// Keeps "UK January 2027", which the navigation journey looks for in the hello bar.
const HELLO =
  'UK January 2027 intake: most universities close applications on 30 November. Book a free call this week.';
const FOOTER_OLD = 'Report a vulnerability';
const FOOTER_NEW = 'Report a security issue';

test.describe('the back office for the site furniture', () => {
  test('the editor changes the hello bar text and a footer link, sees them on the site, and undoes them', async ({
    page,
    context,
  }) => {
    test.setTimeout(240_000);
    await signIn(context, DEMO.editor.email);
    await page.goto(sitePath(siteRoutes.adminContent()));
    await page.getByRole('button', { name: 'Events, banners and menus' }).click();

    // The hello bar.
    await page.getByRole('button', { name: 'Hello bar and bars' }).click();
    await page.getByRole('button', { name: /^UK January 2027 intake/ }).click();
    const bar = page.getByRole('region', { name: 'Bar editor' });
    await bar.getByLabel('Message').fill(HELLO);
    await bar.getByRole('button', { name: 'Save' }).click();
    await expect(bar.getByRole('status')).toHaveText('Published.');
    await expect(bar.getByRole('listitem').filter({ hasText: 'Changed by Rahul Verma' })).toHaveCount(1);

    // A footer link, renamed in the footer menu.
    await page.getByRole('button', { name: 'Menus and footer' }).click();
    const menus = page.getByRole('region', { name: 'Menu editor' });
    await expect(menus.getByLabel('Menu', { exact: true })).toHaveValue('footer');
    await menus.locator('summary', { hasText: /^Company$/ }).click();
    await menus.getByRole('group', { name: FOOTER_OLD, exact: true }).getByLabel('Name').fill(FOOTER_NEW);
    await menus.getByRole('button', { name: 'Save menu' }).click();
    await expect(menus.getByRole('status')).toHaveText(/Menu saved/);

    // Both on the public site: the bar at once, the footer once its cached copy is renewed.
    const reader = await context.newPage();
    // Bars show from a visit's second page on.
    await startVisit(reader, sitePath(siteRoutes.articles()));
    await reader.goto(sitePath(siteRoutes.home()));
    await expect(reader.getByRole('complementary', { name: 'Announcement' })).toContainText(
      HELLO,
      BARS_SHOWN_WITHIN,
    );
    await expect(async () => {
      await reader.goto(sitePath(siteRoutes.home()));
      await expect(
        reader.getByRole('contentinfo').getByRole('link', { name: FOOTER_NEW, exact: true }),
      ).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 150_000, intervals: [5_000] });

    // Undoing the change brings the imported footer back into the editor.
    await menus
      .getByRole('region', { name: 'History' })
      .getByRole('listitem')
      .filter({ hasText: 'Before the first change' })
      .getByRole('button', { name: 'Restore this version' })
      .click();
    await expect(menus.getByRole('listitem').filter({ hasText: 'Restored by Rahul Verma' })).toBeVisible();
    await expect(menus.getByRole('group', { name: FOOTER_OLD, exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Hello bar and bars' }).click();
    await page.getByRole('button', { name: HELLO }).click();
    await bar
      .getByRole('region', { name: 'History' })
      .getByRole('listitem')
      .filter({ hasText: 'Before the first change' })
      .getByRole('button', { name: 'Restore this version' })
      .click();
    await expect(bar.getByRole('listitem').filter({ hasText: 'Restored by Rahul Verma' })).toBeVisible();
  });

  test('a learner gets 403 from the site furniture API and is not allowed in', async ({ page, context }) => {
    await signIn(context, DEMO.freeLearner.email);
    const res = await context.request.get(sitePath('/api/cms/admin/menus/footer'));
    expect(res.status()).toBe(403);
    expect((await res.json()).errorCode).toBe('FORBIDDEN');
    await page.goto(sitePath(siteRoutes.adminContent()));
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
  });
});
