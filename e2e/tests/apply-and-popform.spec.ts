import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { apiCourses, apiPrograms } from '../fixtures/catalogue-api.ts';
import { leadById, newStudent } from '../fixtures/lead.ts';
import { startVisit } from '../fixtures/extras.ts';

const LEAD_SUCCESS =
  'Thanks for sharing your information. One of our counsellors will be in touch with you soon.';

/** Sends the form's first step (a lead on its own) and returns the lead id the API answered with. */
async function sendFirstStep(page: Page, dialog: Locator): Promise<string> {
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/study-abroad/api/lead') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Next' }).click();
  const leadId = ((await (await sent).json()) as { leadId: string }).leadId;
  await expect(dialog.getByText('Step 2 of 2 (optional)')).toBeVisible();
  return leadId;
}

/** The optional second step, answered and sent. */
async function answerPlans(dialog: Locator, email: string) {
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByLabel('Your city').fill('Hyderabad');
  await dialog.getByLabel('When do you want to start?').selectOption(String(new Date().getUTCFullYear() + 1));
  await dialog
    .getByLabel('English test (IELTS, TOEFL, PTE, Duolingo)')
    .selectOption({ label: 'Not started' });
  await dialog.getByLabel('Where are you in your studies?').selectOption({ label: 'Working professional' });
  await dialog.getByRole('button', { name: 'Send details' }).click();
}

test.describe('apply-program popup', () => {
  test('opens by keyboard, shows errors next to fields, then stores the lead with the program', async ({
    page,
    request,
  }) => {
    const [program] = (await apiPrograms(request)).items;
    await page.goto(`/study-abroad/ua-accelerator-programs/${program!.slug}`);
    const apply = page.getByRole('button', { name: 'Apply now' });
    await apply.focus();
    await page.keyboard.press('Enter');

    const dialog = page.getByRole('dialog', { name: `Apply for ${program!.title}` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel('Full name')).toBeFocused();
    const next = dialog.getByRole('button', { name: 'Next' });
    await next.press('Enter');
    await expect(dialog.getByText('Please enter your full name')).toBeVisible();
    await expect(dialog.getByLabel('Full name')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByText('Please agree to be contacted so a counsellor can reply')).toBeVisible();
    // The program answers where and what: the first step asks only who to call.
    await expect(dialog.getByRole('group', { name: 'Where do you want to study?' })).toHaveCount(0);
    await expect(dialog.getByLabel('Email address')).toHaveCount(0);

    const student = newStudent();
    await dialog.getByLabel('Full name').fill('Kavya Menon');
    await dialog.getByLabel('Mobile number').fill('12345');
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(
      dialog.getByText('Please enter a valid mobile number for the chosen country code'),
    ).toBeVisible();
    await dialog.getByLabel('Mobile number').fill(student.mobile);
    await dialog.getByRole('checkbox', { name: /counsellors may contact me/ }).check();
    const leadId = await sendFirstStep(page, dialog);
    // The optional step shows no error before anything is touched.
    await expect(dialog.getByRole('alert')).toHaveCount(0);
    await answerPlans(dialog, student.email);
    await expect(dialog.getByRole('status')).toHaveText(LEAD_SUCCESS);
    await expect(page).toHaveURL(new RegExp(`/ua-accelerator-programs/${program!.slug}$`));

    const lead = await leadById(request, leadId);
    const country = program!.destinationUniversity.university.country.name;
    expect(lead.touchpoints[0]).toMatchObject({
      registrationType: 'APPLY_PROGRAM',
      source: 'apply-program',
      programInterest: {
        kind: 'accelerator-program',
        ref: program!.slug,
        title: program!.title,
        university: program!.destinationUniversity.university.name,
        country,
      },
    });
    expect(lead.interestedCountries).toEqual([country]);
    expect(lead.interestedEducationLevel).toBe(program!.degree);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(apply).toBeFocused();
  });

  test('a course page applies for that course at its university', async ({ page, request }) => {
    const [course] = (await apiCourses(request, { country: ['uk'] })).items;
    const { university } = course!;
    await page.goto(`/study-abroad/university/${university.country.slug}/${university.slug}/${course!.slug}`);
    await page.getByRole('button', { name: 'Apply now' }).click();
    const dialog = page.getByRole('dialog', { name: `Apply for ${course!.title}` });
    const student = newStudent();
    await dialog.getByLabel('Full name').fill('Rahul Verma');
    await dialog.getByLabel('Mobile number').fill(student.mobile);
    await dialog.getByRole('checkbox', { name: /counsellors may contact me/ }).check();
    const leadId = await sendFirstStep(page, dialog);
    await answerPlans(dialog, student.email);
    await expect(dialog.getByRole('status')).toHaveText(LEAD_SUCCESS);

    const lead = await leadById(request, leadId);
    expect(lead.touchpoints[0]!.programInterest).toEqual({
      kind: 'course',
      ref: String(course!.id),
      title: course!.title,
      university: university.name,
      country: university.country.name,
    });
  });
});

test.describe('popform', () => {
  const leaveThroughTop = (page: Page) =>
    page.evaluate(() =>
      document.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, clientY: -1, relatedTarget: null })),
    );

  test('its first step alone is a lead, prefilled from the page; its optional step shows no error untouched', async ({
    page,
    request,
  }) => {
    // Nothing interrupts a visit's first page: the pop-up comes on the second.
    await startVisit(page, '/study-abroad/usa');
    await page.goto('/study-abroad/germany');
    await leaveThroughTop(page);
    const popform = page.getByRole('dialog', { name: 'Get a free counselling call' });
    await expect(popform.getByText('Step 1 of 2')).toBeVisible();
    await expect(popform.getByRole('alert')).toHaveCount(0);
    await expect(popform.getByRole('checkbox', { name: 'Germany' })).toBeChecked();
    await popform.getByLabel('Level of study').selectOption({ label: "Bachelor's (undergraduate)" });

    const student = newStudent();
    await popform.getByLabel('Full name').fill(student.name);
    await popform.getByLabel('Mobile number').fill(student.mobile);
    await popform.getByLabel('Mobile number').blur();
    await popform.getByRole('checkbox', { name: /counsellors may contact me/ }).check();
    const leadId = await sendFirstStep(page, popform);
    await expect(popform.getByRole('alert')).toHaveCount(0);
    expect(await leadById(request, leadId)).toMatchObject({
      interestedCountries: ['Germany'],
      interestedEducationLevel: 'BACHELORS',
    });
    await popform.getByRole('button', { name: 'Skip' }).click();
    await expect(popform.getByRole('status')).toHaveText(LEAD_SUCCESS);
  });

  test("asks for the page's rule only where it could open: not on a visit's first page, then on the next", async ({
    page,
  }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.endsWith('/page-configuration/data'))
        asked.push(url.searchParams.get('pageUrl') ?? '');
    });
    await page.goto('/study-abroad/uk');
    // Followed in the page, so a rule asked for on arrival would have been sent before the next one.
    await page
      .getByRole('region', { name: 'Find your course in UK' })
      .getByRole('link', { name: 'Masters in UK' })
      .click();
    await expect(page).toHaveURL(/\/study-abroad\/uk\/masters$/);
    await expect.poll(() => asked).toContain('/uk/masters');
    expect(asked).not.toContain('/uk');

    await leaveThroughTop(page);
    const popform = page.getByRole('dialog', { name: 'Get a free counselling call' });
    await expect(popform.getByText('Step 1 of 2')).toBeVisible();
    await expect(popform.getByRole('checkbox', { name: 'UK' })).toBeChecked();
  });

  test('opens when the visitor leaves through the top, and once closed stays closed for the visit', async ({
    page,
  }) => {
    await page.goto('/study-abroad/enquiry');
    await leaveThroughTop(page);
    const popform = page.getByRole('dialog', { name: 'Get a free counselling call' });
    await page.waitForTimeout(300);
    await expect(popform).toBeHidden();

    await page.goto('/study-abroad/canada');
    await leaveThroughTop(page);
    await expect(popform).toBeVisible();
    await expect(popform.getByText('Step 1 of 2')).toBeVisible();
    // Started from the page: Canada is already chosen.
    await expect(popform.getByRole('checkbox', { name: 'Canada' })).toBeChecked();
    await page.keyboard.press('Escape');
    await expect(popform).toBeHidden();

    await page.goto('/study-abroad/uk');
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    await expect(popform).toBeHidden();
  });
});
