import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { expect, test } from '../fixtures/test.ts';
import { DEMO, signIn } from '../fixtures/login.ts';

/** A real PNG (one pixel): the upload is judged by its bytes and stored at each breakpoint width. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const FIRST_TEXT =
  'IELTS One Skill Retake lets you resit one of Listening, Reading, Writing or Speaking within 60 days of your test.';
const SECOND_TEXT =
  'IELTS One Skill Retake lets you resit a single section within 60 days, and your best score in that skill counts.';

const ACT_FIRST =
  'Multiple-choice scores are usually online about two weeks after the test; writing scores follow about two weeks later.';
const ACT_SECOND =
  'Multiple-choice scores usually appear within two to eight weeks of the test, and writing scores about two weeks after those.';

test.describe('the editors’ back office', () => {
  test('the demo editor writes an article with a picture, previews it, publishes it, and restores the earlier text', async ({
    page,
    context,
  }) => {
    test.slow();
    await signIn(context, DEMO.editor.email);
    const slug = `ielts-one-skill-retake-${Date.now().toString(36)}`;
    await page.goto(sitePath(siteRoutes.adminContent()));
    await page.getByRole('button', { name: 'New article' }).click();

    const editor = page.getByRole('region', { name: 'Article editor' });
    await editor.getByLabel('Title').fill('IELTS One Skill Retake: who can use it');
    await editor.getByLabel('Address (slug)').fill(slug);
    await editor
      .getByLabel('Summary')
      .fill(
        'How the IELTS One Skill Retake works for Indian test takers: which skill, how soon and what it costs.',
      );
    await editor.getByLabel('Category').selectOption({ label: 'Study Abroad Essentials' });
    await editor.getByLabel('Author').selectOption({ index: 1 });
    await editor.getByLabel('Body (Markdown)').fill(`## How the retake works\n\n${FIRST_TEXT}\n`);
    await editor.getByLabel('Picture (PNG, JPEG or WebP)').setInputFiles({
      name: 'ielts-test-centre.png',
      mimeType: 'image/png',
      buffer: PNG,
    });
    await editor.getByLabel('Picture description').fill('An IELTS test centre in Pune');
    await editor.getByRole('button', { name: 'Upload picture' }).click();
    await expect(editor.getByLabel('Body (Markdown)')).toHaveValue(
      /!\[An IELTS test centre in Pune\]\(\/media\//,
    );

    // The preview shows the page as readers will see it, picture included, before anything is saved.
    const preview = editor.getByRole('region', { name: 'Preview' });
    await expect(preview.getByRole('heading', { name: 'How the retake works' })).toBeVisible();
    await expect(preview.getByText(FIRST_TEXT)).toBeVisible();
    await expect(preview.getByRole('img', { name: 'An IELTS test centre in Pune' })).toBeVisible();

    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('status')).toHaveText(/Draft saved/);
    const article = sitePath(siteRoutes.article(slug));

    await editor.getByLabel('Publishing').selectOption({ label: 'Publish now' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('status')).toHaveText(/Published/);
    // A reader's visit puts the published page in the site's cache (kept up to 60 s)…
    const reader = await context.newPage();
    await reader.goto(article);
    await expect(reader.getByText(FIRST_TEXT)).toBeVisible();
    await expect(reader.getByRole('img', { name: 'An IELTS test centre in Pune' })).toBeVisible();

    const body = editor.getByLabel('Body (Markdown)');
    await body.fill((await body.inputValue()).replace(FIRST_TEXT, SECOND_TEXT));
    await editor.getByRole('button', { name: 'Save' }).click();
    // The save waits for the site to drop its cached copies, slow on a loaded machine.
    await expect(editor.getByRole('listitem').filter({ hasText: 'Changed by Rahul Verma' })).toHaveCount(2, {
      timeout: 15_000,
    });

    // …yet the change is live within seconds, not after the 60 s revalidation: publishing
    // revalidated the article's cache tags.
    await expect(async () => {
      await reader.goto(article);
      await expect(reader.getByText(SECOND_TEXT)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 10_000 });

    // Restoring the version before the last change brings the first text back.
    await page
      .getByRole('region', { name: 'History' })
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: 'Restore this version' })
      .click();
    await expect(page.getByRole('listitem').filter({ hasText: 'Restored by Rahul Verma' })).toBeVisible();
    await expect(editor.getByLabel('Body (Markdown)')).toHaveValue(new RegExp(FIRST_TEXT));
    await expect(preview.getByText(FIRST_TEXT)).toBeVisible();
    await reader.goto(article);
    await expect(reader.getByText(FIRST_TEXT)).toBeVisible();
  });

  test('the demo editor adds an exam page, publishes it, sees it on the site and restores the earlier text', async ({
    page,
    context,
  }) => {
    test.slow();
    await signIn(context, DEMO.editor.email);
    const slug = `act-score-release-${Date.now().toString(36)}`;
    await page.goto(sitePath(siteRoutes.adminContent()));
    await page.getByRole('button', { name: 'Exam pages' }).click();
    await page.getByRole('button', { name: 'New exam page' }).click();

    const editor = page.getByRole('region', { name: 'Exam page editor' });
    await editor.getByLabel('Title').fill('When ACT scores are released to Indian test takers');
    await editor.getByLabel('Address (slug)').fill(slug);
    await editor
      .getByLabel('Summary')
      .fill(
        'How long ACT multiple-choice and writing scores take to arrive, and when colleges receive them.',
      );
    await editor.getByLabel('Exam').selectOption({ label: 'ACT' });
    await editor.getByLabel('Body (Markdown)').fill(`## When scores arrive\n\n${ACT_FIRST}\n`);
    await expect(editor.getByRole('region', { name: 'Preview' }).getByText(ACT_FIRST)).toBeVisible();
    await editor.getByLabel('Publishing').selectOption({ label: 'Publish now' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('status')).toHaveText(/Published/);

    const reader = await context.newPage();
    await expect(async () => {
      await reader.goto(sitePath(siteRoutes.examPage('act', slug)));
      await expect(reader.getByText(ACT_FIRST)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });

    const body = editor.getByLabel('Body (Markdown)');
    await body.fill((await body.inputValue()).replace(ACT_FIRST, ACT_SECOND));
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('listitem').filter({ hasText: 'Changed by Rahul Verma' })).toHaveCount(1);
    await editor
      .getByRole('region', { name: 'History' })
      .getByRole('listitem')
      .nth(1)
      .getByRole('button', { name: 'Restore this version' })
      .click();
    await expect(editor.getByRole('listitem').filter({ hasText: 'Restored by Rahul Verma' })).toBeVisible();
    await expect(body).toHaveValue(new RegExp(ACT_FIRST));
  });

  test('the demo editor changes the IELTS calculator page’s intro, publishes it, and readers see it above a working calculator', async ({
    page,
    context,
  }) => {
    test.slow();
    await signIn(context, DEMO.editor.email);
    const intro = `Type the four bands from your Test Report Form (checked ${Date.now().toString(36)}) and see the overall band IELTS would report.`;
    await page.goto(sitePath(siteRoutes.adminContent()));
    await page.getByRole('button', { name: 'Calculator pages', exact: true }).click();
    await page.getByRole('button', { name: 'IELTS band score calculator', exact: true }).click();

    const editor = page.getByRole('region', { name: 'Calculator page editor' });
    await expect(editor.getByLabel('Body (Markdown)')).toHaveValue(/6\.125 becomes 6\.0/);
    await editor.getByLabel('Intro').fill(intro);
    await editor.getByLabel('Publishing').selectOption({ label: 'Publish now' });
    await editor.getByRole('button', { name: 'Save' }).click();
    await expect(editor.getByRole('status')).toHaveText(/Published/);

    const reader = await context.newPage();
    await expect(async () => {
      await reader.goto(sitePath(siteRoutes.ieltsBandCalculator()));
      await expect(reader.getByText(intro)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    await expect(reader.getByRole('heading', { level: 2, name: 'How this is calculated' })).toBeVisible();
    // The SEO title is the page's SEO meta, edited in its own tab.
    await expect(reader).toHaveTitle(/^IELTS Band Score Calculator: Overall Band with the Official Rounding/);
    await reader.getByLabel('Listening band').fill('6.5');
    await reader.getByLabel('Reading band').fill('6.5');
    await reader.getByLabel('Writing band').fill('6');
    await reader.getByLabel('Speaking band').fill('6');
    await expect(
      reader.getByRole('region', { name: 'Your overall band' }).getByRole('definition'),
    ).toHaveText('6.5');
  });

  test('a learner is not allowed in', async ({ page, context }) => {
    await signIn(context, DEMO.freeLearner.email);
    await page.goto(sitePath(siteRoutes.adminContent()));
    await expect(page.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Not allowed' }).getByRole('alert')).toContainText(
      "You currently don't have permissions",
    );
  });
});
