import type { APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures/test.ts';
import { API_URL, latestOtp, newStudent } from '../fixtures/lead.ts';
import { DEMO, registerFreeLearner, signIn } from '../fixtures/login.ts';

/** A surname of this run's own, so a retry's counsellors are told apart from the first try's. */
const surname = () =>
  Array.from({ length: 6 }, (_, i) =>
    String.fromCharCode((i ? 97 : 65) + Math.floor(Math.random() * 26)),
  ).join('');

/**
 * Saturday evening video calls: after the demo counsellors' day, so no other journey's "first time
 * of the first day" is one of these.
 */
const SATURDAY_EVENING = {
  timeZone: 'Asia/Kolkata',
  weekly: [{ weekday: 6, start: '20:00', end: '20:30' }],
  daysOff: [],
};

/** The admin's bearer token, for the set-up calls the console journey does not show. */
async function adminAuthorization(request: APIRequestContext) {
  const res = await request.post(`${API_URL}/dev/sessions`, { data: { email: DEMO.admin.email } });
  expect(res.ok(), await res.text()).toBe(true);
  return { authorization: `Bearer ${((await res.json()) as { access_token: string }).access_token}` };
}

test.describe('a counsellor who leaves', () => {
  test('the admin gives their booking to a counsellor free then, and the learner sees the new counsellor', async ({
    browser,
    page,
    context,
    request,
  }) => {
    test.slow();
    const headers = await adminAuthorization(request);
    const staff = async (name: string) => {
      const account = await browser.newContext();
      const { id } = await registerFreeLearner(account, { ...newStudent(), name });
      await account.close();
      for (const [url, data] of [
        [`/auth/admin/staff/${id}`, { permissions: ['lms_user', 'view_recommendation'] }],
        [`/lead/admin/counsellors/${id}/availability`, SATURDAY_EVENING],
      ] as const) {
        const res = await request.put(`${API_URL}${url}`, { headers, data });
        expect(res.ok(), await res.text()).toBe(true);
      }
      return id;
    };
    const leaving = `Vikram ${surname()}`;
    const taking = `Anita ${surname()}`;
    const leavingId = await staff(leaving);
    await staff(taking);

    // A learner of their own books the leaving counsellor's first Saturday evening.
    const learner = newStudent();
    await registerFreeLearner(context, learner);
    const slots = await request.get(`${API_URL}/lead/appointments/slots`);
    const { slots: open } = (await slots.json()) as {
      slots: { id: number; counsellor: { name: string } }[];
    };
    const slot = open.find((s) => s.counsellor.name === leaving)!;
    const forwarded = { 'x-forwarded-for': `198.19.${Math.floor(Math.random() * 256)}.${slot.id % 256}` };
    const asked = await request.post(`${API_URL}/lead/appointments`, {
      headers: forwarded,
      data: { slotId: slot.id, ...learner, countryCode: '+91', contactConsent: true },
    });
    expect(asked.ok(), await asked.text()).toBe(true);
    const verified = await request.post(`${API_URL}/lead/appointments/verify`, {
      headers: forwarded,
      data: {
        otpRequestId: ((await asked.json()) as { otpRequestId: string }).otpRequestId,
        otp: await latestOtp(request, `+91${learner.mobile}`),
      },
    });
    expect(verified.ok(), await verified.text()).toBe(true);

    const revoked = await request.put(`${API_URL}/auth/admin/staff/${leavingId}`, {
      headers,
      data: { permissions: [] },
    });
    expect(revoked.ok(), await revoked.text()).toBe(true);

    const adminContext = await browser.newContext();
    await signIn(adminContext, DEMO.admin.email);
    const consolePage = await adminContext.newPage();
    await consolePage.goto('/study-abroad/admin/appointments');
    const row = consolePage.getByRole('row', { name: new RegExp(learner.email) });
    await expect(row).toContainText('Booked, needs another counsellor');
    await row.getByRole('button', { name: /^Give .* appointment to…$/ }).click();
    const give = consolePage.getByRole('form', { name: `Give ${learner.name}’s appointment to` });
    await give.getByLabel('Counsellor free at that time').selectOption({ label: taking });
    await give.getByRole('button', { name: 'Give the appointment' }).click();
    await expect(give).toBeHidden();
    await expect(row).toContainText(taking);
    await expect(row).not.toContainText('needs another counsellor');
    await adminContext.close();

    await page.goto('/study-abroad/bookings');
    await expect(
      page.getByRole('article', { name: new RegExp(`^Video call with ${taking}, `) }),
    ).toBeVisible();
  });
});
