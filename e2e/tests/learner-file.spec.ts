import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { expect, test } from '../fixtures/test.ts';
import { DEMO, enterOtp, registerFreeLearner, signIn } from '../fixtures/login.ts';
import { API_URL, newStudent } from '../fixtures/lead.ts';

const STAFF = sitePath(siteRoutes.adminStaff());
const LEADS = sitePath(siteRoutes.adminLeads());

/** A person the admin adds, with a mobile no other journey uses. */
function newColleague(name: string) {
  const { mobile, email } = newStudent();
  return { name, mobile, email: email.replace('ishita', name.split(' ')[0]!.toLowerCase()) };
}

/** Logs a new browser context in by the OTP to a mobile, from a console page that asks for it. */
async function logInByOtp(
  browser: Browser,
  baseURL: string | undefined,
  request: APIRequestContext,
  options: { mobile: string; path: string },
) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await page.goto(options.path);
  await expect(page).toHaveURL(/\/study-abroad\/login\?redirect=/);
  await page.getByRole('textbox', { name: 'Mobile number' }).fill(options.mobile);
  await page.getByRole('button', { name: 'Send OTP' }).click();
  await enterOtp(page, request, `+91${options.mobile}`);
  return page;
}

/** Adds a person with one role on the Staff page and waits for their row. */
async function addStaff(page: Page, person: ReturnType<typeof newColleague>, role: string) {
  const form = page.getByRole('form', { name: 'Add a person' });
  await form.getByLabel('Full name').fill(person.name);
  await form.getByLabel('Mobile number').fill(person.mobile);
  await form.getByLabel('Email address').fill(person.email);
  await form.getByRole('checkbox', { name: role }).check();
  await form.getByRole('button', { name: 'Add person' }).click();
  await expect(form.getByRole('status')).toHaveText(`${person.name} can now log in with their mobile.`);
  await expect(
    page.getByRole('table', { name: 'Staff' }).getByRole('row', { name: new RegExp(person.name) }),
  ).toContainText(role);
}

/** The lead of a mobile, opened in the inbox's panel. */
async function openLead(page: Page, mobile: string, name: string) {
  await page.goto(LEADS);
  const filters = page.getByRole('form', { name: 'Filter leads' });
  await filters.getByLabel('Name, mobile or email').fill(mobile);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  // The unfiltered page stays on show until the filtered one arrives, and every journey's student
  // has the same name: wait for the one lead of that mobile before opening it.
  await expect(page.getByText('1 lead', { exact: true })).toBeVisible();
  await page.getByRole('button', { name }).click();
  return page.getByRole('region', { name });
}

test.describe('the learner’s file', () => {
  test('an admin staffs up, a counsellor works a new learner’s file, and a revoked editor is refused at once', async ({
    page,
    context,
    request,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const counsellor = newColleague('Farah Qureshi');
    const editor = newColleague('Dev Banerjee');

    // The demo admin adds a counsellor and an editor.
    await signIn(context, DEMO.admin.email);
    await page.goto(STAFF);
    await expect(page.getByRole('heading', { name: 'Staff', level: 1 })).toBeVisible();
    await addStaff(page, counsellor, 'Counsellor');
    await addStaff(page, editor, 'Content editor');

    // The editor logs in and opens the back office: an open session.
    const editorPage = await logInByOtp(browser, baseURL, request, {
      mobile: editor.mobile,
      path: sitePath(siteRoutes.adminContent()),
    });
    await expect(editorPage.getByRole('heading', { name: 'Back office' })).toBeVisible({ timeout: 15_000 });

    // A new visitor enquires, registers, uploads a document and starts an application.
    const student = newStudent();
    const enquiry = await request.post(`${API_URL}/lead`, {
      data: {
        name: student.name,
        mobile: student.mobile,
        countryCode: '+91',
        email: student.email,
        city: 'Pune',
        interestedCountries: ['ireland'],
        interestedEducationLevel: 'MASTERS',
        contactConsent: true,
      },
    });
    expect(enquiry.ok(), await enquiry.text()).toBe(true);
    const learnerContext = await browser.newContext({ baseURL });
    await registerFreeLearner(learnerContext, student);
    const learner = await learnerContext.newPage();
    await learner.goto(sitePath(siteRoutes.profile('documents')));
    const upload = learner.getByRole('form', { name: 'Upload a document' });
    await upload.getByLabel('Document').selectOption({ label: 'Passport' });
    await upload.getByLabel('File (PNG, JPEG or PDF)').setInputFiles({
      name: 'passport.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n', 'latin1'),
    });
    await upload.getByRole('button', { name: 'Upload' }).click();
    await expect(upload.getByText('Passport uploaded.')).toBeVisible();
    await learner.goto(sitePath(siteRoutes.profile('courses')));
    await learner
      .getByRole('list', { name: 'Courses for you' })
      .getByRole('button', { name: /^☆? ?Shortlist / })
      .first()
      .click();
    await expect(learner.getByRole('list', { name: 'Your shortlist' }).getByRole('listitem')).toHaveCount(1);
    await learner.goto(sitePath(siteRoutes.profile('application')));
    await learner.getByRole('button', { name: 'Start application' }).click();
    await expect(learner.getByRole('list', { name: 'Stages' })).toBeVisible();

    // The admin gives the lead to the new counsellor; the lead shows the account.
    const lead = await openLead(page, student.mobile, student.name);
    await lead.getByLabel('Counsellor').selectOption({ label: counsellor.name });
    await lead.getByRole('button', { name: 'Assign' }).click();
    await expect(page.getByRole('row', { name: new RegExp(student.name) })).toContainText(counsellor.name);
    await expect(lead.getByRole('link', { name: 'Open learner’s file' })).toBeVisible();

    // The counsellor logs in, opens the file from the lead, views the document and moves the stage.
    const desk = await logInByOtp(browser, baseURL, request, { mobile: counsellor.mobile, path: LEADS });
    await expect(desk.getByRole('heading', { name: 'Lead inbox' })).toBeVisible({ timeout: 15_000 });
    const theirLead = await openLead(desk, student.mobile, student.name);
    await theirLead.getByRole('link', { name: 'Open learner’s file' }).click();
    await expect(desk.getByRole('heading', { name: student.name, level: 1 })).toBeVisible();

    const documents = desk.getByRole('list', { name: 'Uploaded documents' });
    const [viewed] = await Promise.all([
      // The link opens without an opener, so it is watched for as a new page of the context.
      desk.context().waitForEvent('page'),
      documents.getByRole('button', { name: 'View Passport' }).click(),
    ]);
    await expect(viewed).toHaveURL(/\/study-abroad\/documents\/view\//);

    const move = desk.getByRole('form', { name: 'Move Profile documents' });
    await move.getByLabel('Status').selectOption({ label: 'Completed' });
    await move.getByRole('button', { name: 'Move stage' }).click();
    await expect(move.getByRole('status')).toHaveText('Profile documents: Completed');
    const stages = desk.getByRole('list', { name: 'Stages' });
    await expect(stages.getByRole('listitem').filter({ hasText: 'Profile documents' })).toContainText(
      'Completed',
    );

    // The learner sees the new stage and their counsellor.
    await learner.goto(sitePath(siteRoutes.profile()));
    await expect(learner.getByRole('region', { name: 'Applications' })).toContainText('Now: Test scores');
    await expect(learner.getByRole('region', { name: 'Your counsellor', exact: true })).toContainText(
      counsellor.name,
    );

    // The admin makes the editor a learner again; the editor's open session is refused on its next request.
    await page.goto(STAFF);
    await page.getByRole('table', { name: 'Staff' }).getByRole('button', { name: editor.name }).click();
    const panel = page.getByRole('region', { name: editor.name });
    await panel.getByRole('checkbox', { name: 'Content editor' }).uncheck();
    await panel.getByRole('button', { name: 'Save roles' }).click();
    await panel.getByRole('button', { name: 'Make a learner again' }).click();
    await expect(
      page.getByRole('table', { name: 'Staff' }).getByRole('row', { name: new RegExp(editor.name) }),
    ).toHaveCount(0);

    await editorPage.reload();
    await expect(editorPage.getByRole('heading', { name: 'Not allowed' })).toBeVisible();
    await learnerContext.close();
  });

  test('the only admin cannot remove their own role: the refusal stands beside the roles', async ({
    page,
    context,
  }) => {
    await signIn(context, DEMO.admin.email);
    await page.goto(STAFF);
    await page.getByRole('table', { name: 'Staff' }).getByRole('button', { name: DEMO.admin.name }).click();
    const panel = page.getByRole('region', { name: DEMO.admin.name });
    await panel.getByRole('checkbox', { name: 'Admin' }).uncheck();
    await panel.getByRole('button', { name: 'Save roles' }).click();
    await panel.getByRole('button', { name: 'Make a learner again' }).click();
    const roles = panel.getByRole('group', { name: 'Roles' });
    await expect(roles.getByRole('alert')).toHaveText(
      'This person is the only admin. Give another person the admin permission first.',
    );
    await expect(
      page.getByRole('table', { name: 'Staff' }).getByRole('row', { name: /Neha Kapoor/ }),
    ).toContainText('Admin');
  });

  test('another counsellor is not allowed to open a learner’s file', async ({ page, context }) => {
    // Priya's lead is Kavya's; Meera is another counsellor.
    const priya = await signIn(context, DEMO.freeLearner.email, { marker: false });
    await context.clearCookies();
    await signIn(context, DEMO.secondCounsellor.email);
    await page.goto(sitePath(siteRoutes.adminLearner(priya.id)));
    await expect(
      page.getByRole('heading', { name: 'This learner’s file is not yours to open' }),
    ).toBeVisible();
  });
});
