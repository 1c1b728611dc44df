import { RequestCounts } from '@meridian/domain/health';
import { expect, test } from '../fixtures/test.ts';
import { API_URL, newStudent, outbox } from '../fixtures/lead.ts';
import { DEMO, enterOtp, registerFreeLearner, signIn } from '../fixtures/login.ts';

const SESSION_COOKIES = ['access_token', 'refresh_token', 'signed_in'];

function newMobile() {
  return `97${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;
}

test.describe('login and session', () => {
  test('a login-required page sends a visitor to log in, and registering by OTP lands on it', async ({
    page,
    request,
  }) => {
    const response = await page.goto('/study-abroad/profile?tab=documents');
    expect(response?.request().redirectedFrom()?.url()).toContain('/study-abroad/profile?tab=documents');
    await expect(page).toHaveURL(
      /\/study-abroad\/login\?redirect=%2Fstudy-abroad%2Fprofile%3Ftab%3Ddocuments$/,
    );

    const mobile = newMobile();
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();

    // Whether the number has an account is told only once its code is verified; then the same
    // code registers it, with no second SMS.
    await expect(page.getByText(`+91 ${mobile}`)).toBeVisible();
    await enterOtp(page, request, `+91${mobile}`);
    await expect(page.getByText(`There is no account with +91 ${mobile} yet.`)).toBeVisible();
    await page.getByLabel('Full name').fill('Tanvi Kulkarni');
    await page.getByLabel('Email address').fill(`tanvi.${mobile}@example.in`);
    await page.getByRole('button', { name: 'Register', exact: true }).click();

    // A full page load, so the page renders signed in; it may take a while on a busy machine.
    await expect(page).toHaveURL(/\/study-abroad\/profile\?tab=documents$/, { timeout: 15_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: 'Tanvi Kulkarni' })).toBeVisible();
    expect(await outbox(request, `+91${mobile}`)).toHaveLength(1);
  });

  test('an email without an account is answered like one with an account; its code registers it, and the mobile gets its own', async ({
    page,
    request,
  }) => {
    const student = newStudent();
    await page.goto('/study-abroad/usa');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const popup = page.getByRole('dialog', { name: 'Log in' });
    await popup.getByRole('radio', { name: 'Email address' }).check();
    await popup.getByRole('textbox', { name: 'Email address' }).fill(student.email);
    await popup.getByRole('button', { name: 'Send OTP' }).click();
    await enterOtp(popup, request, student.email);

    await expect(popup.getByText(`There is no account with ${student.email} yet.`)).toBeVisible();
    await popup.getByLabel('Full name').fill(student.name);
    await popup.getByRole('textbox', { name: 'Mobile number' }).fill(student.mobile);
    await popup.getByRole('button', { name: 'Register and send OTP' }).click();
    await expect(popup.getByText(`+91 ${student.mobile}`)).toBeVisible();
    await enterOtp(popup, request, `+91${student.mobile}`);

    await expect(popup).toBeHidden();
    await expect(page.getByRole('banner').getByRole('button', { name: student.name })).toBeVisible();
    // The email was proven by its code: the dashboard does not ask for it again.
    await page.goto('/study-abroad/profile');
    const details = page.getByRole('region', { name: 'Profile details' });
    await expect(details.getByText(student.email)).toBeVisible();
    await expect(details.getByText('(not verified)')).toHaveCount(0);
  });

  test('a learner verifies the email typed at registration from the dashboard', async ({ page, context }) => {
    const { email } = await registerFreeLearner(context);
    await page.goto('/study-abroad/profile');
    const details = page.getByRole('region', { name: 'Profile details' });
    await expect(details.getByText('(not verified)')).toBeVisible();
    await details.getByRole('button', { name: 'Verify email' }).click();
    await enterOtp(details, context.request, email);
    await expect(details.getByText(email)).toBeVisible();
    await expect(details.getByText('(not verified)')).toHaveCount(0);
  });

  test('the header logs in by email in the popup, and logout clears the session', async ({
    page,
    context,
    request,
  }) => {
    await page.goto('/study-abroad/usa');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const popup = page.getByRole('dialog', { name: 'Log in' });
    await popup.getByRole('radio', { name: 'Email address' }).check();
    await popup.getByRole('textbox', { name: 'Email address' }).fill(DEMO.freeLearner.email);
    await popup.getByRole('button', { name: 'Send OTP' }).click();
    await enterOtp(popup, request, DEMO.freeLearner.email);

    await expect(popup).toBeHidden();
    await expect(page).toHaveURL(/\/study-abroad\/usa$/);
    const account = page.getByRole('banner').getByRole('button', { name: DEMO.freeLearner.name });
    await expect(account).toBeVisible();

    // Tokens live in httpOnly cookies only: page scripts see neither them nor anything about the person.
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === 'access_token')).toMatchObject({ httpOnly: true, secure: true });
    expect(cookies.find((c) => c.name === 'refresh_token')).toMatchObject({ httpOnly: true, secure: true });
    expect(cookies.find((c) => c.name === 'education_level')?.value).toBe('MASTERS');
    expect(await page.evaluate(() => document.cookie)).not.toMatch(/access_token|refresh_token/);

    await account.click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
    const left = (await context.cookies()).map((c) => c.name);
    for (const name of [...SESSION_COOKIES, 'education_level', 'ssoUserId']) expect(left).not.toContain(name);

    await page.goto('/study-abroad/profile');
    await expect(page).toHaveURL(/\/study-abroad\/login\?redirect=/);
  });

  test('a redirect to another site is ignored: after login the person lands on the home page', async ({
    page,
    request,
  }) => {
    await page.goto('/study-abroad/login?redirect=//evil.example/study-abroad/profile');
    await page.getByRole('textbox', { name: 'Mobile number' }).fill(DEMO.paidLearner.mobile);
    await page.getByRole('button', { name: 'Send OTP' }).click();
    await enterOtp(page, request, `+91${DEMO.paidLearner.mobile}`);
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/study-abroad\/?$/, { timeout: 15_000 });
    await expect(page.getByRole('banner').getByRole('button', { name: DEMO.paidLearner.name })).toBeVisible();
  });

  test('an expired access token is refreshed once per web process while five requests run', async ({
    page,
    context,
    request,
  }) => {
    // No signed-in marker, so the page itself does not touch the session before the five calls.
    const user = await signIn(context, DEMO.counsellor.email, { accessTokenTtlSeconds: 1, marker: false });
    await page.goto('/study-abroad/usa');
    await page.waitForTimeout(1500);
    const refreshes = async () =>
      RequestCounts.parse(await (await request.get(`${API_URL}/dev/request-counts`)).json())[
        'GET /auth/refresh'
      ] ?? 0;
    const before = await refreshes();

    const statuses = await page.evaluate(async (userId) => {
      const calls = Array.from({ length: 5 }, () =>
        fetch(`/study-abroad/api/user/${userId}/lite`).then((res) => res.status),
      );
      return Promise.all(calls);
    }, user.id);
    expect(statuses).toEqual([200, 200, 200, 200, 200]);
    // The five go over several connections, which the two web processes share: each refreshes once.
    expect((await refreshes()) - before).toBeGreaterThanOrEqual(1);
    expect((await refreshes()) - before).toBeLessThanOrEqual(2);

    // The rotated refresh token was kept: the session goes on after the five.
    const after = await page.evaluate(
      async (userId) => (await fetch(`/study-abroad/api/user/${userId}/lite`)).status,
      user.id,
    );
    expect(after).toBe(200);
  });
});
