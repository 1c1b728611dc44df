import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { DEMO, registerFreeLearner, signIn } from '../fixtures/login.ts';
import { openCheckout, payAtTestGateway } from '../fixtures/booster-checkout.ts';

/** A figure of the progress stats, by its term. */
const stat = (page: Page, name: string) =>
  page.getByRole('term').filter({ hasText: name }).locator('xpath=following-sibling::dd[1]');

test.describe('the paid tabs', () => {
  test('after paying, a learner completes a lesson and a quiz and sees their progress change', async ({
    page,
    context,
  }) => {
    // A payment, then four page loads with the course: longer than one page's journey.
    test.setTimeout(120_000);
    await registerFreeLearner(context);
    await openCheckout(page);
    await payAtTestGateway(page, 'Pay ₹24,999.00');
    await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible({ timeout: 15_000 });

    await page.goto('/study-abroad/profile/learning-progress');
    const progress = page.getByRole('region', { name: 'Learning Progress' });
    await expect(
      progress.getByText('Your program: Study Abroad Booster Program, Essential package'),
    ).toBeVisible();
    await expect(stat(page, 'Lessons completed')).toHaveText('0 of 9');
    await expect(stat(page, 'Quiz score')).toHaveText('0%');
    const rows = progress.getByRole('table', { name: 'Lessons and quizzes' }).getByRole('row');
    await expect(rows).toHaveCount(13);

    await progress.getByRole('link', { name: 'Open the learning platform' }).click();
    await expect(page.getByRole('heading', { name: 'Learning platform' })).toBeVisible();
    const tests = page.getByRole('region', { name: 'English and graduate tests' });
    await tests.locator('summary', { hasText: 'IELTS Academic: the four parts and the band scale' }).click();
    await expect(tests.getByText(/takes 2 hours 45 minutes/)).toBeVisible();
    await tests
      .getByRole('button', { name: 'Mark “IELTS Academic: the four parts and the band scale” complete' })
      .click();
    await expect(tests.getByText(/^Completed on /)).toBeVisible();

    const quiz = tests.getByRole('form', { name: 'Quiz: English and graduate tests' });
    await quiz.getByRole('group', { name: 'How is IELTS scored?' }).getByLabel('Bands from 1 to 9').check();
    await quiz.getByRole('group', { name: 'How long is a GRE score valid?' }).getByLabel('5 years').check();
    await quiz.getByRole('group', { name: 'What is the top score of TOEFL iBT?' }).getByLabel('120').check();
    // A wrong answer, to see it put right.
    await quiz
      .getByRole('group', { name: 'From what age may you take PTE Academic?' })
      .getByLabel('18')
      .check();
    await quiz.getByRole('button', { name: 'Submit the quiz' }).click();
    await expect(quiz.getByRole('status')).toHaveText(
      /You scored 3 of 4\. Your quiz score for the course is now 30%\./,
    );
    await expect(quiz.getByText('Not quite: the answer is “16”.')).toBeVisible();

    await page.goto('/study-abroad/profile/learning-progress');
    await expect(stat(page, 'Lessons completed')).toHaveText('1 of 9');
    await expect(stat(page, 'Quizzes taken')).toHaveText('1 of 3');
    await expect(stat(page, 'Quiz score')).toHaveText('30%');
    await expect(
      rows
        .filter({ hasText: 'Quiz: English and graduate tests' })
        .getByRole('cell', { name: 'Best score 3 of 4' }),
    ).toBeVisible();
  });

  test('a free learner is told the paid tabs belong to the paid programs', async ({ page, context }) => {
    // Three profile pages, each loading the session: more than one page's time on a busy machine.
    test.setTimeout(60_000);
    await signIn(context, DEMO.freeLearner.email);
    for (const [path, notice] of [
      ['/study-abroad/profile/learning-progress', 'Learning Progress belongs to the paid programs.'],
      ['/study-abroad/profile/lms', 'The learning platform belongs to the paid programs.'],
      ['/study-abroad/profile/meridian-buddy', 'Meridian Buddy belongs to the paid programs.'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByText(notice)).toBeVisible();
      await expect(page.getByRole('link', { name: 'See the booster program' })).toHaveAttribute(
        'href',
        '/study-abroad/booster-program',
      );
    }
  });

  test('the paid demo learner ticks the checklist, gets the guide and writes to the buddy', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await signIn(context, DEMO.paidLearner.email);
    await page.goto('/study-abroad/profile/flying-progress');
    const checklist = page.getByRole('region', { name: 'Before you fly to UK' });
    await expect(
      checklist.getByText(/Dates count back from 01\/Sep\/\d{4}, the intake of your application/),
    ).toBeVisible();
    const flight = checklist.getByRole('checkbox', { name: /Book your flight, by/ });
    await expect(flight).not.toBeChecked();
    // The box shows what the API recorded, so it turns once the answer is back.
    await flight.click();
    await expect(flight).toBeChecked();
    await expect(checklist.getByText(/Done on /)).toBeVisible();
    await flight.click();
    await expect(flight).not.toBeChecked();

    await page
      .getByRole('navigation', { name: 'Profile' })
      .getByRole('link', { name: 'Learner’s Guide' })
      .click();
    await page.getByRole('button', { name: 'Prepare my guide' }).click();
    const guide = page.getByRole('link', { name: 'Download your learner’s guide (PDF)' });
    const pdf = await page.request.get((await guide.getAttribute('href'))!);
    expect(pdf.headers()['content-type']).toBe('application/pdf');

    await page
      .getByRole('navigation', { name: 'Profile' })
      .getByRole('link', { name: 'Meridian Buddy' })
      .click();
    await expect(page.getByRole('heading', { name: 'Ananya Krishnan' })).toBeVisible();
    await page
      .getByLabel('Your message to Ananya Krishnan')
      .fill('Hello! Which part of Manchester is best for a first-year master’s student?');
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status')).toHaveText('Message sent to Ananya Krishnan.');
  });
});
