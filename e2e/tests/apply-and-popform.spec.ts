import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { apiCourses, apiPrograms } from '../fixtures/catalogue-api.ts';
import { leadById, newStudent } from '../fixtures/lead.ts';

const LEAD_SUCCESS =
  'Thanks for sharing your information. One of our counsellors will be in touch with you soon.';

/** Sends the Apply form and returns the lead id the API answered with. */
async function submitAndReadLead(page: Page, dialog: Locator): Promise<string> {
  const sent = page.waitForResponse(
    (r) => r.url().endsWith('/study-abroad/api/lead') && r.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Submit enquiry' }).click();
  return ((await (await sent).json()) as { leadId: string }).leadId;
}

async function answerPlans(dialog: Locator) {
  await dialog.getByLabel('Your city').selectOption('Hyderabad');
  await dialog.getByLabel('When do you want to start?').selectOption(String(new Date().getUTCFullYear() + 1));
  await dialog
    .getByLabel('English test (IELTS, TOEFL, PTE, Duolingo)')
    .selectOption({ label: 'Not started' });
  await dialog.getByLabel('Where are you in your studies?').selectOption({ label: 'Working professional' });
  await dialog.getByRole('checkbox', { name: /counsellors may contact me/ }).check();
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
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();

    const student = newStudent();
    await dialog.getByLabel('Full name').fill('Kavya Menon');
    await dialog.getByLabel('Mobile number').fill('12345');
    await dialog.getByLabel('Email address').fill(student.email);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await expect(
      dialog.getByText('Please enter a valid mobile number for the chosen country code'),
    ).toBeVisible();
    await dialog.getByLabel('Mobile number').fill(student.mobile);
    await dialog.getByRole('button', { name: 'Next' }).click();

    await dialog.getByRole('button', { name: 'Submit enquiry' }).click();
    await expect(dialog.getByText('Please choose your city')).toBeVisible();
    await expect(dialog.getByLabel('Your city')).toHaveAttribute('aria-invalid', 'true');
    await expect(dialog.getByRole('checkbox', { name: /counsellors may contact me/ })).not.toBeChecked();
    await answerPlans(dialog);
    const leadId = await submitAndReadLead(page, dialog);
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
    await dialog.getByLabel('Email address').fill(student.email);
    await dialog.getByRole('button', { name: 'Next' }).click();
    await answerPlans(dialog);
    const leadId = await submitAndReadLead(page, dialog);
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
    await page.keyboard.press('Escape');
    await expect(popform).toBeHidden();

    await page.goto('/study-abroad/uk');
    await leaveThroughTop(page);
    await page.waitForTimeout(300);
    await expect(popform).toBeHidden();
  });
});
