import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { DEMO, enterOtp, signIn } from '../fixtures/login.ts';

const FREE_TABS = ['Dashboard', 'Submit Documents', 'Counsellor', 'Application', 'Courses for you', 'Help'];
const PAID_TABS = [
  'Dashboard',
  'Submit Documents',
  'Flying Progress',
  'Learning Progress',
  'Learner’s Guide',
  'Meridian Buddy',
  'Courses for you',
];
const UNSUPPORTED_FILE = 'Unsupported file. Please upload a PNG, JPEG, JPG or PDF file.';

/** A real-looking PDF of about 1.5 MB: big enough that its upload, slowed down, shows progress. */
function transcriptPdf(): Buffer {
  const padding = `%${'0'.repeat(1022)}\n`.repeat(1500);
  return Buffer.from(`%PDF-1.7\n${padding}1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n`, 'latin1');
}

/** The first bytes of a Windows program: the MZ header and the PE signature it points at. */
function windowsProgram(): Buffer {
  const exe = Buffer.alloc(512);
  exe.write('MZ', 0, 'latin1');
  exe.writeUInt32LE(0x80, 0x3c);
  exe.write('PE\0\0', 0x80, 'latin1');
  return exe;
}

const tabs = (page: Page) => page.getByRole('navigation', { name: 'Profile' }).getByRole('link');

test.describe('profile area', () => {
  test('a free learner logs in by OTP, sees the free tabs, uploads a PDF with progress, and deletes it', async ({
    page,
    context,
    request,
  }) => {
    // A login, a slowed upload and two more: longer than one page's journey.
    test.setTimeout(120_000);
    await page.goto('/study-abroad/profile/documents');
    await expect(page).toHaveURL(/\/study-abroad\/login\?redirect=%2Fstudy-abroad%2Fprofile%2Fdocuments$/);
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(DEMO.freeLearner.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await enterOtp(page, request, `+91${DEMO.freeLearner.mobile}`);
    await expect(page).toHaveURL(/\/study-abroad\/profile\/documents$/, { timeout: 15_000 });

    await expect(page.getByRole('heading', { name: 'Submit Documents' })).toBeVisible();
    await expect(tabs(page)).toHaveText(FREE_TABS);
    const list = page.getByRole('list', { name: 'Your documents' });
    await expect(list.getByRole('button', { name: 'View Statement of purpose' })).toBeVisible();

    // Personal pages are never kept by a shared cache.
    const reload = await page.reload();
    expect(reload?.headers()['cache-control']).toMatch(/private/);
    expect(reload?.headers()['cache-control']).toMatch(/no-store/);

    // Slow the line so the progress bar is seen moving.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: 300 * 1024,
    });
    const upload = page.getByRole('form', { name: 'Upload a document' });
    await upload.getByLabel('Document').selectOption({ label: 'Degree transcripts' });
    await upload.getByLabel('File (PNG, JPEG or PDF)').setInputFiles({
      name: 'degree-transcripts.pdf',
      mimeType: 'application/pdf',
      buffer: transcriptPdf(),
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(upload.getByRole('progressbar', { name: 'Upload progress' })).toBeVisible();
    await expect(upload.getByText('Degree transcripts uploaded.')).toBeVisible({ timeout: 60_000 });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 0,
      downloadThroughput: -1,
      uploadThroughput: -1,
    });

    const transcript = list.getByRole('listitem').filter({ hasText: 'degree-transcripts.pdf' });
    await expect(transcript).toBeVisible();
    await transcript.getByRole('button', { name: 'Delete Degree transcripts' }).click();
    await expect(transcript).toBeHidden();
    await expect(list.getByRole('button', { name: 'View Statement of purpose' })).toBeVisible();

    // A program renamed .pdf is refused by its bytes, with the catalogue's words.
    await upload.getByLabel('Document').selectOption({ label: 'Class 12 marksheet' });
    await upload.getByLabel('File (PNG, JPEG or PDF)').setInputFiles({
      name: 'marksheet.pdf',
      mimeType: 'application/pdf',
      buffer: windowsProgram(),
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(upload.getByRole('alert')).toContainText(UNSUPPORTED_FILE);
    await expect(list.getByText('marksheet.pdf')).toHaveCount(0);
  });

  test('the free learner’s dashboard shows courses for them, 15 more with each “Show more”', async ({
    page,
    context,
  }) => {
    await signIn(context, DEMO.freeLearner.email);
    await page.goto('/study-abroad/profile');
    const dashboard = page.getByRole('region', { name: 'Applications' });
    await expect(dashboard.getByText(/Computer Science/).first()).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Your counsellor' }).getByText(DEMO.counsellor.name),
    ).toBeVisible();

    const courses = page
      .getByRole('list', { name: 'Courses for you' })
      .getByRole('listitem')
      .filter({
        has: page.getByRole('heading'),
      });
    await expect(courses).toHaveCount(15);
    await expect(courses.first().getByRole('list')).toContainText('a subject you chose');
    // The second page is held until the first 15 have been seen to stay in place under its loader.
    let releaseNextPage = () => {};
    const nextPageHeld = new Promise<void>((resolve) => (releaseNextPage = resolve));
    await page.route(/\/recommendation\?.*page=1/, async (route) => {
      await nextPageHeld;
      await route.continue();
    });
    await page.getByRole('button', { name: 'Show more' }).click();
    await expect(page.getByRole('button', { name: 'Loading more courses…' })).toBeDisabled();
    await expect(courses).toHaveCount(15);
    releaseNextPage();
    await expect(courses).toHaveCount(30, { timeout: 20_000 });
  });

  test('a learner whose session ends while on the profile is taken to log in, to come back to the tab', async ({
    page,
    context,
  }) => {
    await signIn(context, DEMO.freeLearner.email);
    await page.goto('/study-abroad/profile');
    await expect(
      page.getByRole('region', { name: 'Profile details' }).getByText(DEMO.freeLearner.name),
    ).toBeVisible();
    // The session is refused from now on: neither token is any good, so the proxy cannot renew it.
    const spoilt = (name: string) => ({
      name,
      value: 'no-longer-valid',
      url: `${new URL(page.url()).origin}/study-abroad`,
      httpOnly: true,
      secure: true,
      sameSite: 'Lax' as const,
    });
    await context.addCookies([spoilt('access_token'), spoilt('refresh_token')]);
    await page
      .getByRole('navigation', { name: 'Profile' })
      .getByRole('link', { name: 'Courses for you' })
      .click();
    await expect(page).toHaveURL(/\/study-abroad\/login\?redirect=%2Fstudy-abroad%2Fprofile%2Fcourses$/);
    await expect(page.getByRole('textbox', { name: 'Mobile number' })).toBeVisible();
  });

  test('a paid learner sees the paid tabs, their flying progress and what their program gives', async ({
    page,
    context,
  }) => {
    await signIn(context, DEMO.paidLearner.email);
    await page.goto('/study-abroad/profile/flying-progress');
    await expect(tabs(page)).toHaveText(PAID_TABS);
    const stages = page.getByRole('list', { name: 'Stages' });
    await expect(stages.getByText('Offer letter')).toBeVisible();
    await expect(
      page.getByText(/Next: Pay the tuition deposit, then apply for your student visa by /),
    ).toBeVisible();

    await page
      .getByRole('navigation', { name: 'Profile' })
      .getByRole('link', { name: 'Learning Progress' })
      .click();
    const progress = page.getByRole('region', { name: 'Learning Progress' });
    await expect(progress.getByRole('table', { name: 'Lessons and quizzes' })).toBeVisible();
  });
});
