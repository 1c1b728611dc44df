import type { APIRequestContext } from '@playwright/test';
import { ERROR_CODES } from '@meridian/domain/error-catalogue';
import { expect, test } from '../fixtures/test.ts';
import { API_URL } from '../fixtures/lead.ts';
import { DEMO, enterOtp, signIn } from '../fixtures/login.ts';

/** A new enquiry the counsellor will find in the inbox, from a person no other test uses. */
async function newLead(request: APIRequestContext) {
  const digits = String(Math.floor(Math.random() * 1e8)).padStart(8, '0');
  const lead = { name: 'Devika Raman', mobile: `96${digits}` };
  const res = await request.post(`${API_URL}/lead`, {
    data: {
      ...lead,
      countryCode: '+91',
      email: `devika.${digits}@example.in`,
      city: 'Chennai',
      interestedCountries: ['germany'],
      interestedEducationLevel: 'MASTERS',
      contactConsent: true,
      extraFields: { utm_source: 'google', utm_campaign: 'germany-masters' },
    },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return lead;
}

test.describe('the counsellor’s workspace', () => {
  test('a counsellor works a new lead and recommends courses; the learner shortlists and applies; a later update is refused', async ({
    page,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const lead = await newLead(request);

    // The demo counsellor logs in by OTP and lands on the inbox.
    await page.goto('/study-abroad/admin/leads');
    await expect(page).toHaveURL(/\/study-abroad\/login\?redirect=/);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(DEMO.counsellor.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await enterOtp(page, request, `+91${DEMO.counsellor.mobile}`);
    await expect(page.getByRole('heading', { name: 'Lead inbox' })).toBeVisible({ timeout: 15_000 });

    // Finds the new lead.
    const filters = page.getByRole('form', { name: 'Filter leads' });
    await filters.getByLabel('Name, mobile or email').fill(lead.mobile);
    await filters.getByLabel('Status').selectOption('new');
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).toHaveURL(/status=new/);
    await page.getByRole('button', { name: lead.name }).click();
    const panel = page.getByRole('region', { name: lead.name });
    await expect(panel.getByText('google')).toBeVisible();
    await expect(panel.getByText('Contact by mobile')).toBeVisible();

    // Assigns it (round-robin gave a German lead to Meera's desk) and moves it to contacted with a note.
    await panel.getByLabel('Counsellor').selectOption({ label: DEMO.counsellor.name });
    await panel.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByRole('row', { name: new RegExp(lead.name) })).toContainText(DEMO.counsellor.name);
    await panel.getByRole('combobox', { name: 'Status' }).selectOption('contacted');
    await panel
      .getByRole('textbox', { name: 'Note' })
      .fill('Called; wants a TU Munich or RWTH Aachen master’s.');
    await panel.getByRole('button', { name: 'Save note' }).click();
    await expect(panel.getByRole('list', { name: 'Notes' })).toContainText(
      'Kavya Iyer (moved to Contacted): Called; wants a TU Munich or RWTH Aachen master’s.',
    );
    // Contacted now: the panel says so, and the list of new leads no longer holds it.
    await expect(panel.getByRole('definition').first()).toHaveText('Contacted');
    await expect(page.getByRole('row', { name: new RegExp(lead.name) })).toHaveCount(0);

    // Recommends three courses to the demo learner.
    await page.goto('/study-abroad/counsellor/recommendation');
    await page.getByLabel('Learner’s mobile or email').fill(DEMO.freeLearner.email);
    await page.getByRole('button', { name: 'Find learner' }).click();
    await expect(page.getByText(`Recommending to ${DEMO.freeLearner.name}`)).toBeVisible();
    const courseSearch = page.getByRole('region', { name: 'Find courses' });
    await courseSearch.getByRole('combobox', { name: 'Country' }).selectOption('uk');
    await courseSearch.getByRole('combobox', { name: 'Level' }).selectOption('MASTERS');
    await courseSearch.getByRole('button', { name: 'Search courses' }).click();
    const results = page.getByRole('list', { name: 'Search results' }).getByRole('checkbox');
    await expect(results).toHaveCount(6);
    const titles: string[] = [];
    for (const index of [0, 1, 2]) {
      const box = results.nth(index);
      titles.push((await box.getAttribute('aria-label'))!.replace(/^Recommend (.+) at .+$/, '$1'));
      await box.check();
    }
    await page
      .getByLabel('Note for the learner')
      .fill('Three UK masters within your budget; look at the September intakes.');
    await page.getByRole('button', { name: 'Send recommendation' }).click();
    await expect(page.getByRole('status')).toHaveText(
      `Recommendation of 3 courses sent to ${DEMO.freeLearner.name}.`,
    );

    // The learner sees them on the dashboard and the recommendations page, shortlists one and applies.
    const learnerContext = await browser.newContext({ baseURL });
    await signIn(learnerContext, DEMO.freeLearner.email);
    const learner = await learnerContext.newPage();
    await learner.goto('/study-abroad/profile');
    const summary = learner.getByRole('region', { name: 'From your counsellor' });
    for (const title of titles) await expect(summary).toContainText(title);
    await summary.getByRole('link', { name: 'Shortlist and apply' }).click();
    await expect(learner.getByRole('heading', { name: 'Your recommendations' })).toBeVisible();
    const newest = learner.getByRole('article').first();
    await expect(newest).toContainText('Three UK masters within your budget');
    await newest.getByRole('button', { name: `Shortlist ${titles[0]}` }).click();
    await expect(newest.getByRole('button', { name: `Shortlisted ${titles[0]}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await newest.getByRole('button', { name: 'Apply with 1 shortlisted course' }).click();
    await expect(newest.getByRole('status')).toContainText('You applied with 1 shortlisted course');
    // Applying started an application to that course, at its first stage, on the Application tab.
    await newest.getByRole('link', { name: 'Follow your applications' }).click();
    await expect(learner).toHaveURL(/\/study-abroad\/profile\/application$/);
    const started = learner.getByRole('region', { name: `${titles[0]}, ` });
    await expect(started).toContainText('Profile documents');
    await learnerContext.close();

    // The counsellor's later change to that recommendation is refused with the catalogue's text.
    await page.getByLabel('Note for the learner').fill('Added a fourth option.');
    await page.getByRole('button', { name: 'Update recommendation' }).click();
    await expect(page.getByRole('alert').filter({ hasText: ERROR_CODES.US_RNA_4008.message })).toBeVisible();
  });
});
