import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { expect, test } from '../fixtures/test.ts';
import { DEMO, registerFreeLearner, signIn } from '../fixtures/login.ts';
import { newStudent } from '../fixtures/lead.ts';

test.describe('program recommendations and the saved GPA', () => {
  test('staff recommend an accelerator program; the learner sees it on the dashboard, shortlists it, and their saved GPA is still on the calculator after a reload', async ({
    browser,
    page,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    // A learner of this test's own (the demo learners log in by OTP in parallel journeys); an admin
    // recommends to any learner, a counsellor only to those assigned to them.
    const student = newStudent();
    const learnerContext = await browser.newContext({ baseURL });
    await registerFreeLearner(learnerContext, student);
    await signIn(page.context(), DEMO.admin.email);

    await page.goto(sitePath(siteRoutes.counsellorRecommendation()));
    await page.getByLabel('Learner’s mobile or email').fill(student.mobile);
    await page.getByRole('button', { name: 'Find learner' }).click();
    await expect(page.getByText(`Recommending to ${student.name}`)).toBeVisible();
    const programSearch = page.getByRole('region', { name: 'Find accelerator programs' });
    await programSearch.getByRole('combobox', { name: 'Destination' }).selectOption('uk');
    await programSearch.getByRole('button', { name: 'Search programs' }).click();
    const first = page.getByRole('list', { name: 'Program results' }).getByRole('checkbox').first();
    const title = (await first.getAttribute('aria-label'))!.replace(/^Recommend /, '');
    await first.check();
    await page.getByRole('button', { name: 'Send recommendation' }).click();
    await expect(page.getByRole('status')).toHaveText(`Recommendation of 1 program sent to ${student.name}.`);

    const learner = await learnerContext.newPage();
    await learner.goto(sitePath(siteRoutes.profile()));
    const fromCounsellor = learner.getByRole('region', { name: 'From your counsellor' });
    await expect(fromCounsellor.getByRole('link', { name: title })).toBeVisible();
    await fromCounsellor.getByRole('button', { name: `Shortlist ${title}` }).click();
    await expect(fromCounsellor.getByRole('button', { name: `Shortlisted ${title}` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await learner.goto(sitePath(siteRoutes.profile('courses')));
    await expect(
      learner.getByRole('list', { name: 'Your shortlist' }).getByRole('link', { name: title }),
    ).toBeVisible();

    await learner.goto(sitePath(siteRoutes.cgpaToGpaCalculator()));
    await learner.getByRole('spinbutton', { name: 'Your CGPA' }).fill('8.5');
    await learner.getByRole('button', { name: 'Save to my profile' }).click();
    await expect(learner.getByRole('status').filter({ hasText: 'Saved to your profile.' })).toBeVisible();
    await learner.reload();
    await expect(learner.getByText(/^Your saved GPA: 3\.40 on the US scale, saved /)).toBeVisible();
    await learnerContext.close();
  });

  test('a guest converts without saving and is offered a login to save', async ({ page }) => {
    await page.goto(sitePath(siteRoutes.cgpaToGpaCalculator()));
    await page.getByRole('spinbutton', { name: 'Your CGPA' }).fill('8.5');
    await expect(page.getByRole('region', { name: 'Your US GPA' })).toContainText('3.40');
    await expect(
      page.getByRole('link', { name: 'Log in to save this result to your profile' }),
    ).toHaveAttribute('href', /\/login/);
    await expect(page.getByRole('button', { name: 'Save to my profile' })).toHaveCount(0);
  });
});
