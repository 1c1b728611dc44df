import { spawn, type ChildProcess } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BrowserContext, Page } from '@playwright/test';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { expect, test } from '../fixtures/test.ts';
import { freePort, waitUntilUp } from '../fixtures/http-from.ts';
import { expectTotal, orderSummary } from '../fixtures/booster-checkout.ts';
import { startSmsGateway, startSmtp } from '../../apps/api/test/message-stand-ins.ts';

/*
 * Issue 31's acceptance: `npm start`'s script with APP_ENV=production on an empty database, with
 * nothing but ADMIN_MOBILES to get in. The test plays the outside services production needs: the
 * SMS gateway (whose calls carry the OTPs), the SMTP relay and Razorpay (its Orders API, and its
 * checkout.js in the learner's browser). The web app is the suite's build (APP_ENV at build time
 * only strips console calls and adds HSTS); the API is compiled as production runs it.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const ADMIN_MOBILE = '9811000001';
const COUNSELLOR = { name: 'Dora Kovacs', mobile: '9811000002', email: 'dora.kovacs@example.in' };
const VISITOR = { name: 'Rohan Iyer', mobile: '9811000003', email: 'rohan.iyer@example.in' };
const LEARNER = { name: 'Sana Qureshi', mobile: '9811000004', email: 'sana.qureshi@example.in' };
const RAZORPAY = {
  keyId: 'rzp_test_dayone0001',
  keySecret: randomBytes(24).toString('hex'),
  orderId: 'order_DayOne0000001',
  paymentId: 'pay_DayOne00000001',
};

/** Razorpay's Orders API as the site calls it: every order it makes gets the same id. */
async function startRazorpayOrders(): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    req.resume();
    req.on('end', () =>
      res
        .writeHead(200, { 'content-type': 'application/json' })
        .end(JSON.stringify({ id: RAZORPAY.orderId })),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

/**
 * Razorpay's checkout.js as the learner's browser gets it: the Standard Checkout "paid" at once,
 * handing the page the payment id and Razorpay's signature of the order and payment.
 */
const CHECKOUT_JS = `window.Razorpay = function (options) {
  this.on = function () {};
  this.open = function () {
    options.handler({
      razorpay_order_id: options.order_id,
      razorpay_payment_id: ${JSON.stringify(RAZORPAY.paymentId)},
      razorpay_signature: ${JSON.stringify(
        createHmac('sha256', RAZORPAY.keySecret)
          .update(`${RAZORPAY.orderId}|${RAZORPAY.paymentId}`)
          .digest('hex'),
      )},
    });
  };
};`;

/** A PDF by its first bytes. */
const brochurePdf = Buffer.from(
  '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n% Semmelweis 2027\n%%EOF\n',
  'latin1',
);

test.describe('an operator’s first day on a production start (issue 31)', () => {
  test.describe.configure({ timeout: 600_000 });
  let site: ChildProcess | undefined;
  let output = '';
  let webUrl: string;
  let dataDir: string;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let sms: Awaited<ReturnType<typeof startSmsGateway>>;
  let razorpay: Awaited<ReturnType<typeof startRazorpayOrders>>;

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    [smtp, sms, razorpay] = await Promise.all([startSmtp(), startSmsGateway(), startRazorpayOrders()]);
    const [webPort, apiPort] = [await freePort(), await freePort()];
    webUrl = `http://127.0.0.1:${webPort}`;
    dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-day-one-'));
    // What a deployment sets (docs/configuration.md), on an empty database; no developer views.
    const { DEV_ROUTES: _devRoutes, ...env } = process.env;
    site = spawn(process.execPath, ['scripts/start.mjs'], {
      cwd: ROOT,
      env: {
        ...env,
        APP_ENV: 'production',
        PORT: String(webPort),
        API_PORT: String(apiPort),
        API_URL: `http://127.0.0.1:${apiPort}`,
        DATA_DIR: dataDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'warn',
        WEB_PROCESSES: '1',
        JWT_SECRET: randomBytes(32).toString('hex'),
        ADMIN_MOBILES: `+91${ADMIN_MOBILE}`,
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        SMS_PROVIDER: 'http-sms',
        SMS_GATEWAY_URL: sms.url,
        SMS_GATEWAY_TOKEN: 'day-one-gateway-token',
        SMS_DLT_TEMPLATE_ID: '1107161234567890123',
        PAYMENT_GATEWAY: 'razorpay',
        RAZORPAY_API_URL: razorpay.url,
        RAZORPAY_KEY_ID: RAZORPAY.keyId,
        RAZORPAY_KEY_SECRET: RAZORPAY.keySecret,
        RAZORPAY_WEBHOOK_SECRET: randomBytes(24).toString('hex'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [site.stdout!, site.stderr!])
      stream.on('data', (chunk: Buffer) => (output += chunk));
    await waitUntilUp(`${webUrl}/study-abroad/health`, 400_000).catch((error: unknown) => {
      throw new Error(`the production start did not come up: ${String(error)}\n${output}`);
    });
  });

  test.afterAll(async () => {
    if (site && site.exitCode === null) {
      const exited = once(site, 'exit');
      site.kill('SIGTERM');
      await exited;
    }
    await Promise.all([
      smtp?.close(),
      sms?.close(),
      razorpay && new Promise((resolve) => razorpay.server.close(resolve)),
    ]);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  /** The newest OTP the SMS gateway was asked to send to an Indian mobile. */
  async function otpSentTo(mobile: string): Promise<string> {
    let code: string | undefined;
    await expect
      .poll(
        () => {
          const call = sms.calls.findLast((sent) => sent.body.to.endsWith(mobile));
          code = call?.body.message.match(/\b(\d{6})\b/)?.[1];
          return code;
        },
        { message: `an OTP SMS to ${mobile}` },
      )
      .toBeDefined();
    return code!;
  }

  /**
   * Logs in by mobile and the OTP the gateway carried, registering with `registering` (an email)
   * when the number has no account yet.
   */
  async function logIn(page: Page, mobile: string, name: string, options: { registering?: string } = {}) {
    const sentBefore = sms.calls.length;
    await page.goto(sitePath(siteRoutes.login()));
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await expect(page.getByLabel('One-time password (OTP)')).toBeVisible();
    await expect.poll(() => sms.calls.length).toBeGreaterThan(sentBefore);
    await page.getByLabel('One-time password (OTP)').fill(await otpSentTo(mobile));
    await page.getByRole('button', { name: 'Verify OTP' }).click();
    if (options.registering) {
      await expect(page.getByText(`There is no account with +91 ${mobile} yet.`)).toBeVisible();
      await page.getByLabel('Full name').fill(name);
      await page.getByLabel('Email address').fill(options.registering);
      await page.getByRole('button', { name: 'Register', exact: true }).click();
    }
    await expect(page.getByRole('banner').getByRole('button', { name })).toBeVisible({ timeout: 15_000 });
  }

  async function newVisitor(context: BrowserContext): Promise<Page> {
    await context.route('https://checkout.razorpay.com/v1/checkout.js', (route) =>
      route.fulfill({ contentType: 'application/javascript', body: CHECKOUT_JS }),
    );
    return context.newPage();
  }

  test('the admin sets the business up in the console; a visitor, a booking and a payment reach the right people', async ({
    browser,
  }) => {
    const run = Date.now().toString(36);
    const adminContext = await browser.newContext({ baseURL: webUrl });
    const admin = await adminContext.newPage();
    await logIn(admin, ADMIN_MOBILE, 'Administrator');

    // A counsellor, their desk (Hungary) and their hours, every day, so a slot is open tomorrow.
    await admin.goto(sitePath(siteRoutes.adminStaff()));
    const add = admin.getByRole('form', { name: 'Add a person' });
    await add.getByLabel('Full name').fill(COUNSELLOR.name);
    await add.getByRole('textbox', { name: 'Mobile number' }).fill(COUNSELLOR.mobile);
    await add.getByLabel('Email address').fill(COUNSELLOR.email);
    await add.getByRole('checkbox', { name: 'Counsellor' }).check();
    await add.getByRole('button', { name: 'Add person' }).click();
    await expect(add.getByRole('status')).toHaveText(`${COUNSELLOR.name} can now log in with their mobile.`);

    await admin.goto(sitePath(siteRoutes.adminCounsellors()));
    await admin.getByRole('button', { name: COUNSELLOR.name }).click();
    const desk = admin.getByRole('form', { name: `${COUNSELLOR.name}’s desk` });
    await desk.getByRole('checkbox', { name: 'Hungary' }).check();
    await desk.getByRole('button', { name: 'Save the desk' }).click();
    await expect(desk.getByRole('status')).toHaveText('Desk saved.');
    const hours = admin.getByRole('form', { name: `${COUNSELLOR.name}’s hours` });
    await hours.getByLabel(/^Time zone/).fill('Asia/Kolkata');
    await hours
      .getByLabel(/^Weekly hours/)
      .fill(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'].map((day) => `${day} 09:00-18:00`).join('\n'));
    await hours.getByRole('button', { name: 'Save the hours' }).click();
    await expect(hours.getByRole('status')).toContainText('Hours saved');
    await expect(admin.getByRole('row', { name: new RegExp(COUNSELLOR.name) })).toContainText('Hungary');

    // A coupon, and a new price for a package of the booster program the content brings.
    const code = `DAYONE${run.toUpperCase()}`;
    await admin.goto(sitePath(siteRoutes.adminCoupons()));
    const coupon = admin.getByRole('region', { name: 'New coupon' });
    await coupon.getByLabel('Code (letters and digits)').fill(code);
    await coupon.getByLabel('Percent, or amount').fill('10');
    await coupon.getByLabel('Valid from (IST)').fill('2025-01-01T00:00');
    await coupon.getByLabel('Valid until (IST)').fill('2035-01-01T00:00');
    await coupon.getByLabel('Uses in all').fill('100');
    await coupon.getByRole('button', { name: 'Create coupon' }).click();
    await expect(admin.getByRole('status')).toContainText(`Coupon ${code} created.`);

    await admin.goto(sitePath(siteRoutes.adminPrograms()));
    const advanced = admin.getByRole('form', { name: 'Study Abroad Booster Program, Advanced' });
    await advanced.getByLabel(/Price on the India site/).fill('45000');
    await advanced.getByRole('button', { name: 'Save Advanced' }).click();
    await expect(advanced.getByRole('status')).toContainText('the next order pays the new price');

    // A booster program of its own, with a package sold in India.
    const newProgram = admin.getByRole('form', { name: 'New booster program' });
    await newProgram.getByLabel(/^Address/).fill('hungary-booster');
    await newProgram.getByLabel('Title').fill('Hungary Booster Program');
    await newProgram.getByLabel('Summary').fill('Study in Hungary with a counsellor at every step.');
    await newProgram.getByRole('button', { name: 'Create the program' }).click();
    await expect(newProgram.getByRole('status')).toContainText('Created Hungary Booster Program');
    const newPackage = admin.getByRole('form', { name: 'Hungary Booster Program, new package' });
    await newPackage.getByLabel('Name').fill('Complete');
    await newPackage.getByLabel('Summary').fill('Shortlist, applications and the residence permit.');
    await newPackage.getByLabel('Counselling hours').fill('10');
    await newPackage.getByLabel('Applications').fill('4');
    await newPackage.getByLabel('Test preparation').fill('IELTS mock tests');
    await newPackage.getByLabel('Visa guidance').fill('Residence permit filing');
    await newPackage.getByLabel(/Price on the India site/).fill('52000');
    await newPackage.getByRole('button', { name: 'Add the package to Hungary Booster Program' }).click();
    await expect(admin.getByRole('form', { name: 'Hungary Booster Program, Complete' })).toBeVisible();

    // A course feed and an accelerator program at a Hungarian university, and its brochure.
    await admin.goto(`${sitePath(siteRoutes.adminContent())}?tab=catalogue`);
    await admin.getByLabel('The feed holds').selectOption('courses');
    await admin.getByLabel('Feed (CSV or JSON)').setInputFiles({
      name: 'courses.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'universitySlug,title,educationLevel,category,durationMonths,tuitionAmount,tuitionCurrency,feeType,intakes,entryRequirements\n' +
          'semmelweis-university,MSc Pharmacy,MASTERS,medicine-health,24,9500,EUR,annual,9,IELTS:6.5\n',
      ),
    });
    await admin.getByRole('button', { name: 'Import', exact: true }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
      'Imported: 1 created, 0 updated.',
    );

    const programSlug = `semmelweis-pharmacy-pathway-${run}`;
    await admin.goto(`${sitePath(siteRoutes.adminCatalogue())}?tab=programs`);
    const programForm = admin.getByRole('form', { name: 'Add a program' });
    await programForm.getByLabel(/^Address/).fill(programSlug);
    await programForm.getByLabel('Title').fill('Pharmacy Pathway to Semmelweis');
    await programForm.getByLabel('Degree').selectOption({ label: 'Masters' });
    await programForm.getByLabel('Subject').selectOption({ label: 'Medicine and Health' });
    await programForm.getByLabel(/^University/).fill('semmelweis-university');
    await programForm
      .getByLabel('About the program')
      .fill('A term online, then the MSc Pharmacy in Budapest.');
    await programForm.getByLabel(/^Highlights/).fill('Online first term\nCampus in Budapest');
    await programForm.getByLabel('Online part, months').fill('4');
    await programForm.getByLabel('Online part, tuition').fill('3000');
    await programForm.getByLabel(/^Online part, currency/).fill('USD');
    await programForm.getByLabel('At the university, months').fill('24');
    await programForm.getByLabel('At the university, tuition').fill('9500');
    await programForm.getByLabel(/^At the university, currency/).fill('EUR');
    await programForm.getByLabel(/^Intake months/).fill('9');
    await programForm.getByRole('button', { name: 'Add the program' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Saved' })).toHaveText(
      'Saved Pharmacy Pathway to Semmelweis.',
    );
    await expect(admin.getByRole('row', { name: /Pharmacy Pathway to Semmelweis/ })).toContainText('On');

    await admin.getByRole('button', { name: 'Universities and brochures' }).click();
    await admin.getByRole('searchbox', { name: 'Search universities' }).fill('Semmelweis');
    await admin.getByRole('button', { name: 'Search' }).click();
    const university = admin.getByRole('row').filter({ hasText: 'Semmelweis University' });
    await university.getByLabel('Brochure PDF for Semmelweis University').setInputFiles({
      name: 'semmelweis-2027.pdf',
      mimeType: 'application/pdf',
      buffer: brochurePdf,
    });
    await expect(university).toContainText('Uploaded: semmelweis-2027.pdf');

    // A visitor applies for the program: a lead for Hungary, in the new counsellor's inbox.
    const visitorContext = await browser.newContext({ baseURL: webUrl });
    const visitor = await newVisitor(visitorContext);
    await visitor.goto(sitePath(siteRoutes.program(programSlug)));
    await visitor.getByRole('button', { name: 'Apply now' }).click();
    const apply = visitor.getByRole('dialog', { name: 'Apply for Pharmacy Pathway to Semmelweis' });
    await apply.getByLabel('Full name').fill(VISITOR.name);
    await apply.getByLabel('Mobile number').fill(VISITOR.mobile);
    await apply.getByRole('checkbox', { name: /counsellors may contact me/ }).check();
    await apply.getByRole('button', { name: 'Next' }).click();
    await apply.getByLabel('Email address').fill(VISITOR.email);
    await apply.getByLabel('Your city').fill('Pune');
    await apply
      .getByLabel('When do you want to start?')
      .selectOption(String(new Date().getUTCFullYear() + 1));
    await apply
      .getByLabel('English test (IELTS, TOEFL, PTE, Duolingo)')
      .selectOption({ label: 'Test date booked' });
    await apply
      .getByLabel('Where are you in your studies?')
      .selectOption({ label: "Completed my bachelor's degree" });
    await apply.getByRole('button', { name: 'Send details' }).click();
    await expect(apply.getByRole('status')).toBeVisible();

    // The visitor books a time from the new hours (the counsellor is the only one with hours).
    await visitor.goto(sitePath(siteRoutes.scheduleAppointment()));
    await visitor
      .getByRole('group', { name: 'How would you like to meet?' })
      .getByRole('button', { name: 'Video call' })
      .click();
    await visitor.getByRole('group', { name: 'Day' }).getByRole('button').nth(1).click();
    await visitor.getByRole('group', { name: /^Time/ }).getByRole('button').first().click();
    const booking = visitor.getByRole('form', { name: 'Book an appointment' });
    await booking.getByLabel('Your name').fill(VISITOR.name);
    await booking.getByRole('textbox', { name: 'Email' }).fill(VISITOR.email);
    await booking.getByLabel('Mobile number').fill(VISITOR.mobile);
    await booking.getByRole('checkbox').check();
    const sentBefore = sms.calls.length;
    await booking.getByRole('button', { name: 'Book this time' }).click();
    await expect.poll(() => sms.calls.length).toBeGreaterThan(sentBefore);
    await visitor.getByLabel('One-time password (OTP)').fill(await otpSentTo(VISITOR.mobile));
    await visitor.getByRole('button', { name: 'Verify OTP' }).click();
    await expect(visitor.getByRole('status')).toContainText('Booked:');
    await visitorContext.close();

    // The counsellor logs in: the lead is in their inbox, and they were emailed the booking.
    const counsellorContext = await browser.newContext({ baseURL: webUrl });
    const counsellor = await counsellorContext.newPage();
    await logIn(counsellor, COUNSELLOR.mobile, COUNSELLOR.name);
    await counsellor.goto(sitePath(siteRoutes.adminLeads()));
    await expect(
      counsellor.getByRole('table', { name: 'Leads' }).getByRole('row', { name: new RegExp(VISITOR.name) }),
    ).toContainText('Hungary');
    await counsellorContext.close();

    // The relay got the counsellor's email of the booking, with its calendar entry.
    await expect
      .poll(() => smtp.mails.find((mail) => mail.to.includes(COUNSELLOR.email))?.raw)
      .toMatch(/Subject: Meridian: new appointment[\s\S]*filename=meridian-appointment\.ics/);
    await admin.goto(sitePath(siteRoutes.adminMessages()));
    const filters = admin.getByRole('form', { name: 'Filter messages' });
    await filters.getByLabel('To (email or +91… mobile)').fill(COUNSELLOR.email);
    await filters.getByRole('button', { name: 'Apply filters' }).click();
    const booked = admin
      .getByRole('table', { name: 'Messages' })
      .getByRole('row', { name: /new appointment/ });
    await expect(booked).toContainText('Sent');

    // A learner registers, pays the new price less the coupon at Razorpay, and the order is listed.
    const learnerContext = await browser.newContext({ baseURL: webUrl });
    const learner = await newVisitor(learnerContext);
    await logIn(learner, LEARNER.mobile, LEARNER.name, { registering: LEARNER.email });
    await learner.goto(sitePath(siteRoutes.boosterProgram('study-abroad-booster')));
    await expect(learner.getByText('₹45,000').first()).toBeVisible();
    await learner.getByRole('link', { name: 'Apply now for Advanced' }).click();
    await expectTotal(learner, '₹45,000');
    await learner.getByLabel('Coupon code').fill(code.toLowerCase());
    await learner.getByRole('button', { name: 'Apply coupon' }).click();
    await expectTotal(learner, '₹40,500.00');
    await orderSummary(learner).getByRole('button', { name: 'Pay ₹40,500.00 securely' }).click();
    await expect(learner.getByRole('heading', { name: 'Pay for your program' })).toBeVisible({
      timeout: 15_000,
    });
    await learner.getByRole('button', { name: 'Pay ₹40,500.00 securely' }).click();
    await expect(learner.getByRole('heading', { name: 'Payment successful' })).toBeVisible({
      timeout: 15_000,
    });
    await learnerContext.close();

    await admin.goto(sitePath(siteRoutes.adminOrders({ q: LEARNER.email })));
    const order = admin.getByRole('row', { name: new RegExp(LEARNER.email.replace(/[.+]/g, '\\$&')) });
    await expect(order).toContainText(`₹40,500 (${code})`);
    await expect(order).toContainText('Paid');
    await adminContext.close();
  });
});
