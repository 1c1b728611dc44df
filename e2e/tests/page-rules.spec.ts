import { expect, test } from '../fixtures/test.ts';
import { DEMO, signIn } from '../fixtures/login.ts';
import { newStudent } from '../fixtures/lead.ts';
import { startVisit } from '../fixtures/extras.ts';

const HEADING = 'Ask a counsellor about the PTE';

test.describe('page rules', () => {
  test('an editor opens the pop-up on a page after 5 s; a visitor sees it there, not on a page without a rule, and the inbox names its form', async ({
    browser,
    page,
  }) => {
    test.slow();
    const editorContext = await browser.newContext();
    await signIn(editorContext, DEMO.editor.email);
    const consolePage = await editorContext.newPage();
    await consolePage.goto('/study-abroad/admin/content');
    await consolePage.getByRole('navigation').getByRole('link', { name: 'Page rules' }).click();

    const add = consolePage.getByRole('form', { name: 'Add a page rule' });
    await add.getByLabel(/^Page/).fill('/exam/pte');
    await add.getByRole('radio', { name: 'This page only' }).check();
    await add.getByLabel(/^Seconds of reading/).fill('900');
    await add.getByLabel('Enquiry layout').selectOption('enquiry2');
    await add.getByLabel(/^Heading of the enquiry/).fill(HEADING);
    await add.getByRole('button', { name: 'Add the rule' }).click();
    // Refused beside the field, with what to do; nothing is saved.
    await expect(add.getByLabel(/^Seconds of reading/)).toHaveAccessibleDescription(/from 0 to 600 seconds/);
    await add.getByLabel(/^Seconds of reading/).fill('5');
    await add.getByRole('button', { name: 'Add the rule' }).click();
    await expect(consolePage.getByRole('status')).toHaveText('Saved the rule of /exam/pte.');
    const row = consolePage.getByRole('row', { name: /\/exam\/pte/ });
    await expect(row).toContainText('After 5 s, enquiry2');

    // A visit: nothing pops up on its first page, nor on a page without a rule. One interruption at
    // a time (the domain's interruption policy): the visitor closes the bars that come first.
    const popup = page.getByRole('dialog', { name: HEADING });
    await startVisit(page, '/study-abroad/exam/toefl');
    const noRule = page.waitForResponse(
      (r) => r.url().includes('/page-configuration/data') && r.url().includes('gmat') && r.ok(),
    );
    await page.goto('/study-abroad/exam/gmat');
    expect(await (await noRule).json()).toEqual({ rule: null });
    const helloBar = page.getByRole('complementary', { name: 'Announcement' });
    await helloBar.getByRole('button', { name: 'Close announcement' }).click();
    const customBar = page.getByRole('complementary', { name: 'Counselling offer' });
    await customBar.getByRole('button', { name: 'Close counselling offer' }).click();
    await expect(customBar).toHaveCount(0);
    await expect(popup).toHaveCount(0);

    // On the page with the rule, it opens after the visitor has read for 5 s.
    const arrived = Date.now();
    await page.goto('/study-abroad/exam/pte');
    await expect(popup).toBeVisible({ timeout: 15_000 });
    expect(Date.now() - arrived).toBeGreaterThanOrEqual(5_000);

    const student = newStudent();
    await popup.getByLabel('Full name').fill(student.name);
    await popup.getByLabel('Mobile number').fill(student.mobile);
    await popup.getByRole('checkbox', { name: 'Canada' }).check();
    await popup.getByLabel('Level of study').selectOption({ label: "Master's (postgraduate)" });
    await popup.getByRole('checkbox', { name: /counsellors may contact me/ }).check();
    await popup.getByRole('button', { name: 'Next' }).click();
    await expect(popup.getByText('Step 2 of 2 (optional)')).toBeVisible();

    // The lead inbox names the form (and version) the lead came from.
    const adminContext = await browser.newContext();
    await signIn(adminContext, DEMO.admin.email);
    const inbox = await adminContext.newPage();
    await inbox.goto(`/study-abroad/admin/leads?q=${student.mobile}`);
    await expect(inbox.getByRole('row', { name: new RegExp(student.name) })).toContainText('enquiry2-v1');
    await adminContext.close();

    // Switched off, the page has no pop-up for the next visits.
    await row.getByRole('button', { name: 'Switch off' }).click();
    await expect(row).toContainText('Off');
    await editorContext.close();
  });
});
