import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { expect, test } from '../fixtures/test.ts';
import { DEMO, signIn } from '../fixtures/login.ts';
import { API_URL, newStudent } from '../fixtures/lead.ts';

const LEADS = sitePath(siteRoutes.adminLeads());
const CONTENT = sitePath(siteRoutes.adminContent());
const MESSAGES = sitePath(siteRoutes.adminMessages());

const consoleNav = (page: Page) => page.getByRole('navigation', { name: 'Console' });
const sortedBy = (table: Locator, header: string) =>
  table.getByRole('columnheader', { name: header }).getAttribute('aria-sort');

/** The focused element and its text as a screen reader hears it (marks hidden from it left out), after one more Tab. */
async function tabToNext(page: Page): Promise<{ tag: string; text: string }> {
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const focused = document.activeElement;
    const copy = focused?.cloneNode(true) as HTMLElement | undefined;
    copy?.querySelectorAll('[aria-hidden="true"]').forEach((hidden) => hidden.remove());
    return { tag: focused?.tagName.toLowerCase() ?? '', text: copy?.textContent?.trim() ?? '' };
  });
}

/** Enquiries of one campaign no other journey uses, from people named out of alphabetical order. */
async function campaignLeads(request: APIRequestContext, names: readonly string[]): Promise<string> {
  const campaign = `console-${Date.now().toString(36)}`;
  for (const name of names) {
    const student = newStudent();
    const res = await request.post(`${API_URL}/lead`, {
      data: {
        name,
        mobile: student.mobile,
        countryCode: '+91',
        email: student.email,
        city: 'Mumbai',
        interestedCountries: ['uk'],
        interestedEducationLevel: 'MASTERS',
        contactConsent: true,
        extraFields: { utm_source: 'newsletter', utm_campaign: campaign },
      },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
  return campaign;
}

test.describe('the staff console', () => {
  test('a counsellor’s console offers the leads, appointments and their hours, not content or staff, and none of the site’s furniture', async ({
    page,
    context,
  }) => {
    await signIn(context, DEMO.counsellor.email);
    // The site's page has its furniture: the footer and the report-an-error pill show at once.
    await page.goto(sitePath(siteRoutes.home()));
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Report an error' })).toBeVisible();

    await page.clock.install();
    await page.goto(LEADS);
    const nav = consoleNav(page);
    await expect(nav.getByRole('link', { name: 'Leads' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link')).toHaveText(['Leads', 'Learners', 'Appointments', 'Counsellors']);
    await expect(nav.getByRole('link', { name: 'Content' })).toHaveCount(0);
    await expect(nav.getByRole('link', { name: 'Staff' })).toHaveCount(0);
    const person = page.getByRole('group', { name: 'Signed in' });
    await expect(person).toContainText(DEMO.counsellor.name);
    await expect(person).toContainText('Counsellor');
    await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row').nth(1)).toBeVisible();

    // Past the time the hello bar, bottom bars, location prompt and popform wait before showing.
    await page.clock.fastForward(60_000);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Report an error' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /study abroad home/ })).toHaveCount(0);
    await expect(page.getByRole('complementary')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('an editor’s console offers the content', async ({ page, context }) => {
    await signIn(context, DEMO.editor.email);
    await page.goto(sitePath(siteRoutes.adminStaleContent()));
    const nav = consoleNav(page);
    // A page below a section marks that section.
    await expect(nav.getByRole('link', { name: 'Content' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Leads' })).toHaveCount(0);
    await expect(page.getByRole('group', { name: 'Signed in' })).toContainText('Editor');
  });

  test('an admin’s console lists the messages, filtered in the address, and resends one', async ({
    page,
    context,
    request,
  }) => {
    // An enquiry without an OTP: its confirmation email is the one message to this address.
    const student = newStudent();
    const res = await request.post(`${API_URL}/lead`, {
      data: {
        name: 'Isha Menon',
        mobile: student.mobile,
        countryCode: '+91',
        email: student.email,
        interestedCountries: ['uk'],
        interestedEducationLevel: 'MASTERS',
        contactConsent: true,
        extraFields: {},
      },
    });
    expect(res.ok(), await res.text()).toBe(true);

    await signIn(context, DEMO.admin.email);
    await page.goto(LEADS);
    await consoleNav(page).getByRole('link', { name: 'Messages' }).click();
    await expect(page).toHaveURL(new RegExp(`${MESSAGES}$`));
    await expect(consoleNav(page).getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    const filters = page.getByRole('form', { name: 'Filter messages' });
    await filters.getByLabel('To (email or +91… mobile)').fill(student.email);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/to=/);
    const rows = page.getByRole('table', { name: 'Messages' }).getByRole('row');
    await expect(rows).toHaveCount(2);
    await expect(rows.nth(1)).toContainText('we have your study-abroad enquiry');
    await expect(rows.nth(1)).toContainText('Sent');

    await rows
      .nth(1)
      .getByRole('button', { name: /^Resend message \d+ to / })
      .click();
    // The copy is listed above the original, newest first.
    await expect(rows).toHaveCount(3);

    await page.reload();
    await expect(filters.getByLabel('To (email or +91… mobile)')).toHaveValue(student.email);
    await expect(rows).toHaveCount(3);
  });

  test('the lead inbox’s filter and sort are in the address and survive a reload', async ({
    page,
    context,
    request,
  }) => {
    const campaign = await campaignLeads(request, ['Zoya Khan', 'Aarav Shah', 'Meher Gill']);
    await signIn(context, DEMO.counsellor.email);
    await page.goto(LEADS);
    const table = page.getByRole('table', { name: 'Leads' });
    // Newest first until asked otherwise.
    await expect.poll(() => sortedBy(table, 'Received')).toBe('descending');

    const filters = page.getByRole('form', { name: 'Filter leads' });
    await filters.getByLabel('UTM campaign').fill(campaign);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(new RegExp(`utmCampaign=${campaign}`));
    const names = async () =>
      (await table.getByRole('row').allInnerTexts()).slice(1).map((row) => row.split('\t')[0]!.trim());
    await expect.poll(names).toEqual(['Meher Gill', 'Aarav Shah', 'Zoya Khan']);

    await table.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(page).toHaveURL(/sort=name/);
    await expect.poll(() => sortedBy(table, 'Name')).toBe('ascending');
    await expect.poll(() => sortedBy(table, 'Received')).toBe('none');
    await expect.poll(names).toEqual(['Aarav Shah', 'Meher Gill', 'Zoya Khan']);

    await page.reload();
    await expect(filters.getByLabel('UTM campaign')).toHaveValue(campaign);
    await expect.poll(() => sortedBy(table, 'Name')).toBe('ascending');
    await expect.poll(names).toEqual(['Aarav Shah', 'Meher Gill', 'Zoya Khan']);

    // The second click turns the order round.
    await table.getByRole('button', { name: 'Name', exact: true }).click();
    await expect(page).toHaveURL(/sort=-name/);
    await expect.poll(names).toEqual(['Zoya Khan', 'Meher Gill', 'Aarav Shah']);
  });

  test('the back office’s tab and its table’s sort survive a reload', async ({ page, context }) => {
    await signIn(context, DEMO.editor.email);
    await page.goto(CONTENT);
    await page.getByRole('button', { name: 'Exam pages' }).click();
    const table = page.getByRole('region', { name: 'Exam pages' }).getByRole('table');
    await table.getByRole('button', { name: 'Title', exact: true }).click();
    await expect(page).toHaveURL(/tab=examPages.*sort=title|sort=title.*tab=examPages/);
    await page.reload();
    await expect(page.getByRole('button', { name: 'Exam pages' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => sortedBy(table, 'Title')).toBe('ascending');
  });

  test('the keyboard reaches the skip link, the sections, then the table’s sort buttons', async ({
    page,
    context,
  }) => {
    await signIn(context, DEMO.counsellor.email);
    await page.goto(LEADS);
    await expect(page.getByRole('table', { name: 'Leads' }).getByRole('row').nth(1)).toBeVisible();
    expect(await tabToNext(page)).toEqual({ tag: 'a', text: 'Skip to content' });
    const reached: string[] = [];
    for (let i = 0; i < 60 && !reached.includes('button:Name'); i += 1) {
      const { tag, text } = await tabToNext(page);
      reached.push(`${tag}:${text}`);
    }
    const leads = reached.indexOf('a:Leads');
    expect(leads, reached.join(' | ')).toBeGreaterThanOrEqual(0);
    // The sections come before the page, and the sort buttons are reached in the table's header.
    expect(reached.indexOf('button:Apply filters')).toBeGreaterThan(leads);
    expect(reached.indexOf('button:Name')).toBeGreaterThan(reached.indexOf('button:Apply filters'));
    await expect(page.getByRole('button', { name: 'Name', exact: true })).toBeFocused();
  });

  test('on a tablet the sections sit in a bar above the page', async ({ page, context }) => {
    await page.setViewportSize({ width: 768, height: 1024 });
    await signIn(context, DEMO.editor.email);
    await page.goto(CONTENT);
    const section = consoleNav(page).getByRole('link', { name: 'Content' });
    const heading = page.getByRole('heading', { level: 1, name: 'Back office' });
    await expect(section).toBeVisible();
    await expect(heading).toBeVisible();
    const [link, title] = [await section.boundingBox(), await heading.boundingBox()];
    expect(link!.y + link!.height).toBeLessThanOrEqual(title!.y);
    // The page has the screen's width: no sidebar beside it, and no sideways scrolling.
    expect(title!.x).toBeLessThan(40);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(768);
  });
});
