import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { leadTouchpoints } from '#api/db/schema/lead.ts';
import { leads } from '#api/db/schema/people.ts';
import { contactPreferences } from '#api/db/schema/notifier.ts';
import type { OutboxMessage } from '@meridian/domain/lead/schemas';
import { loadApiConfig } from '#api/env.ts';
import { createNotifier } from '#api/platform/notifier/create-notifier.ts';
import type { OutgoingMessage } from '#api/platform/notifier/notifier.ts';
import { createTestApp, type TestApp, PRODUCTION_ENV } from './helper.ts';
import {
  enquiry,
  latestOtp,
  leadView as storedLead,
  newPerson,
  outboxFor,
  postEnquiry,
  verifyEnquiryOtp,
} from './lead-fixtures.ts';

const LEAD_SUCCESS =
  'Thanks for sharing your information. One of our counsellors will be in touch with you soon.';
const OTP_429 = 'You have exhausted attempts to receive new OTPs.Please try after sometime.';

describe('lead service', () => {
  let t: TestApp;
  // The services' clock runs this far ahead of the real one, so a test can step past an expiry.
  let clockAheadMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, clock: () => new Date(Date.now() + clockAheadMs) });
  });
  afterAll(async () => {
    await t.close();
  });

  const leadView = (leadId: string) => storedLead(t.app, leadId);
  const verify = (otpRequestId: string, otp: string) => verifyEnquiryOtp(t.app, otpRequestId, otp);
  const resend = (otpRequestId: string) =>
    t.app.inject({ method: 'POST', url: '/lead/otp/resend', payload: { otpRequestId } });
  const countLeads = async () => (await t.database.db.select({ n: count() }).from(leads))[0]!.n;
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('saves an enquiry with the SPEC defaults, records consent and emails a confirmation', async () => {
    const person = newPerson();
    const res = await postEnquiry(t.app, {
      name: 'Rohan Mehta',
      countryCode: '+91',
      mobile: person.mobile,
      email: person.email,
      contactConsent: true,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: boolean; message: string; leadId: string; otpRequestId?: string };
    expect(body).toMatchObject({ status: true, message: LEAD_SUCCESS });
    expect(body.otpRequestId).toBeUndefined();

    const lead = await leadView(body.leadId);
    expect(lead).toMatchObject({
      name: 'Rohan Mehta',
      mobile: `+91${person.mobile}`,
      email: person.email,
      verified: false,
      interestedEducationLevel: 'MASTERS',
      interestedCountries: ['Other'],
    });
    expect(lead.touchpoints).toHaveLength(1);
    expect(lead.touchpoints[0]!.registrationType).toBe('REGISTRATION_ENQUIRY');
    expect(lead.consents).toHaveLength(1);
    expect(lead.consents[0]!.text).toContain('Meridian counsellors may contact me');

    const [mail] = await outboxFor(t.app, person.email);
    expect(mail).toMatchObject({ to: person.email, channel: 'email' });
    expect(mail!.body).toContain(LEAD_SUCCESS);
    expect(mail!.body).toMatch(/\/study-abroad\/preferences\?token=/);
  });

  it('counts an interested country as Other unless it is a listed name or short key', async () => {
    const res = await postEnquiry(
      t.app,
      enquiry({ interestedCountries: ['uk', 'Narnia', 'GERMANY', 'italy'] }),
    );
    const lead = await leadView((res.json() as { leadId: string }).leadId);
    expect(lead.interestedCountries).toEqual(['UK', 'Other', 'Germany', 'Italy']);
  });

  it('verifies an enquiry with the code read from the outbox, then confirms by email', async () => {
    const payload = enquiry({ sendOtp: true });
    const res = await postEnquiry(t.app, payload);
    expect(res.statusCode).toBe(200);
    const { leadId, otpRequestId } = res.json() as { leadId: string; otpRequestId: string };
    expect(otpRequestId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await leadView(leadId)).verified).toBe(false);
    expect(await outboxFor(t.app, payload.email as string)).toHaveLength(0);

    const [sms] = await outboxFor(t.app, `+91${payload.mobile}`);
    expect(sms!.channel).toBe('sms');
    expect(sms!.body).toMatch(/valid for 10 minutes/);
    expect(sms!.body).toMatch(/Stop SMS or calls: http/);
    const code = await latestOtp(t.app, `+91${payload.mobile}`);

    const wrong = await verify(otpRequestId, wrongCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      status: false,
      errorCode: 'LS_OTP_1100',
      message: 'The OTP does not match. Please re-enter the OTP.',
    });

    const ok = await verify(otpRequestId, code);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: true, message: LEAD_SUCCESS, leadId });
    expect((await leadView(leadId)).verified).toBe(true);
    expect(await outboxFor(t.app, payload.email as string)).toHaveLength(1);
  });

  it('locks an OTP request after five wrong tries, even against the right code', async () => {
    const payload = enquiry({ sendOtp: true });
    const { otpRequestId } = (await postEnquiry(t.app, payload)).json() as { otpRequestId: string };
    const code = await latestOtp(t.app, `+91${payload.mobile}`);
    for (let i = 0; i < 5; i++) {
      expect((await verify(otpRequestId, wrongCode(code))).json()).toMatchObject({
        errorCode: 'LS_OTP_1100',
      });
    }
    const sixth = await verify(otpRequestId, code);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual({
      status: false,
      errorCode: 'LS_OTP_1102',
      message: 'OTP verification attempts exceeded. Please retry after sometime.',
    });

    // No new code for a locked request: it could never verify and would spend the daily limit.
    const resent = await resend(otpRequestId);
    expect(resent.statusCode).toBe(429);
    expect(resent.json()).toMatchObject({ errorCode: 'LS_OTP_1102' });
    expect(await outboxFor(t.app, `+91${payload.mobile}`)).toHaveLength(1);
  });

  it('refuses a right code older than 10 minutes with LS_OTP_1100, and a resent one then verifies', async () => {
    const minutes = (n: number) => n * 60_000;
    try {
      const onTime = enquiry({ sendOtp: true });
      const first = (await postEnquiry(t.app, onTime)).json() as { otpRequestId: string; leadId: string };
      clockAheadMs = minutes(9.9);
      const justInTime = await verify(first.otpRequestId, await latestOtp(t.app, `+91${onTime.mobile}`));
      expect(justInTime.statusCode).toBe(200);

      clockAheadMs = 0;
      const late = enquiry({ sendOtp: true });
      const { otpRequestId, leadId } = (await postEnquiry(t.app, late)).json() as {
        otpRequestId: string;
        leadId: string;
      };
      const code = await latestOtp(t.app, `+91${late.mobile}`);
      clockAheadMs = minutes(10) + 1000;
      const expired = await verify(otpRequestId, code);
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toEqual({
        status: false,
        errorCode: 'LS_OTP_1100',
        message:
          'The OTP does not match. Please re-enter the OTP. (otp: this OTP has expired; press Resend OTP for a new one)',
        field: 'otp',
        detail: 'this OTP has expired; press Resend OTP for a new one',
      });
      expect((await leadView(leadId)).verified).toBe(false);

      expect((await resend(otpRequestId)).statusCode).toBe(200);
      const fresh = await latestOtp(t.app, `+91${late.mobile}`);
      clockAheadMs += minutes(9);
      expect((await verify(otpRequestId, fresh)).statusCode).toBe(200);
      expect((await leadView(leadId)).verified).toBe(true);
    } finally {
      clockAheadMs = 0;
    }
  });

  it('allows three resends, each replacing the code, and refuses the fourth', async () => {
    const payload = enquiry({ sendOtp: true });
    const { otpRequestId } = (await postEnquiry(t.app, payload)).json() as { otpRequestId: string };
    const first = await latestOtp(t.app, `+91${payload.mobile}`);
    for (let i = 0; i < 3; i++) {
      const res = await resend(otpRequestId);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, otpRequestId });
    }
    expect(await outboxFor(t.app, `+91${payload.mobile}`)).toHaveLength(4);
    const fourth = await resend(otpRequestId);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual({
      status: false,
      errorCode: 'LS_OTP_1101',
      message: 'Maximum resend attempts reached. Please retry after sometime.',
    });

    const latest = await latestOtp(t.app, `+91${payload.mobile}`);
    if (latest !== first)
      expect((await verify(otpRequestId, first)).json()).toMatchObject({ errorCode: 'LS_OTP_1100' });
    expect((await verify(otpRequestId, latest)).statusCode).toBe(200);
  });

  it('answers 429 with LS_OTP_1103 for the eleventh OTP to one number in 24 hours', async () => {
    const person = newPerson();
    let leadId = '';
    for (let i = 0; i < 10; i++) {
      const res = await postEnquiry(t.app, enquiry({ ...person, sendOtp: true }));
      expect(res.statusCode, `OTP ${i + 1}`).toBe(200);
      leadId = (res.json() as { leadId: string }).leadId;
    }
    const eleventh = await postEnquiry(t.app, enquiry({ ...person, sendOtp: true, source: 'eleventh' }));
    expect(eleventh.statusCode).toBe(429);
    expect(eleventh.json()).toEqual({ status: false, errorCode: 'LS_OTP_1103', message: OTP_429 });

    // The enquiry itself is kept (unverified): the limit stops the SMS, not the student's request.
    const kept = await leadView(leadId);
    expect(kept.enquiryCount).toBe(11);
    expect(kept.touchpoints.map((touch) => touch.source)).toContain('eleventh');
  });

  it('names the OTP request field when it does not exist', async () => {
    const res = await verify('0b8e7c43-54a5-4d5e-8a0f-2d0e4d3b9a71', '123456');
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain('(otpRequestId: no such OTP request)');
    const malformed = await verify('not-a-uuid', '12');
    expect(malformed.statusCode).toBe(400);
    expect((malformed.json() as { message: string }).message).toContain('body.otpRequestId');
  });

  it('updates the lead on a repeat enquiry within 24 hours from the same mobile or email', async () => {
    const person = newPerson();
    const [second, third] = [newPerson(), newPerson()];
    const first = (await postEnquiry(t.app, enquiry({ ...person, city: 'Delhi' }))).json() as {
      leadId: string;
    };
    const sameEmail = (
      await postEnquiry(
        t.app,
        enquiry({ mobile: second.mobile, email: person.email, extraFields: { utm_source: 'meta' } }),
      )
    ).json() as { leadId: string };
    const sameMobile = (
      await postEnquiry(t.app, enquiry({ mobile: second.mobile, email: third.email }))
    ).json() as {
      leadId: string;
    };
    expect(sameEmail.leadId).toBe(first.leadId);
    expect(sameMobile.leadId).toBe(first.leadId);
    const lead = await leadView(first.leadId);
    expect(lead).toMatchObject({ enquiryCount: 3, mobile: `+91${second.mobile}`, email: third.email });
    expect(lead.touchpoints.map((tp) => tp.extraFields.utm_source)).toEqual([undefined, 'meta', undefined]);
    // One confirmation email for the lead, not one per repeat.
    expect(await outboxFor(t.app, person.email)).toHaveLength(1);
    expect(await outboxFor(t.app, third.email)).toHaveLength(0);
  });

  it("takes a form's first step alone (no email) as a lead, and its optional second step completes it", async () => {
    const person = newPerson();
    const firstStep = {
      name: 'Ishaan Rao',
      countryCode: '+91',
      mobile: person.mobile,
      interestedCountries: ['Germany'],
      interestedEducationLevel: 'BACHELORS',
      contactConsent: true,
    } as const;
    const first = await postEnquiry(t.app, firstStep);
    expect(first.statusCode).toBe(200);
    const { leadId } = first.json() as { leadId: string };
    expect(await leadView(leadId)).toMatchObject({
      email: null,
      city: null,
      interestedCountries: ['Germany'],
      interestedEducationLevel: 'BACHELORS',
    });

    const refused = await postEnquiry(t.app, { ...firstStep, email: 'not-an-address', city: 'Atlantis' });
    expect(refused.statusCode).toBe(400);

    const second = await postEnquiry(t.app, { ...firstStep, email: person.email, city: 'Indore' });
    expect((second.json() as { leadId: string }).leadId).toBe(leadId);
    expect(await leadView(leadId)).toMatchObject({ email: person.email, city: 'Indore' });
    // The confirmation goes to the address the second step brought, once.
    await postEnquiry(t.app, { ...firstStep, email: person.email });
    expect(await outboxFor(t.app, person.email)).toHaveLength(1);
  });

  it('makes a new lead when the last enquiry is older than 24 hours', async () => {
    const person = newPerson();
    const first = (await postEnquiry(t.app, enquiry(person))).json() as { leadId: string };
    await t.database.db.execute(
      sql`update leads set last_enquiry_at = now() - interval '25 hours' where id = ${first.leadId}`,
    );
    const second = (await postEnquiry(t.app, enquiry(person))).json() as { leadId: string };
    expect(second.leadId).not.toBe(first.leadId);
  });

  it('refuses invalid mobiles per country with the field named, and takes a Vietnamese +84 mobile', async () => {
    for (const [countryCode, mobile] of [
      ['+91', '12345'],
      ['+91', '1234567890'],
      ['+84', '123456789'],
      ['+966', '112345678'],
    ]) {
      const res = await postEnquiry(t.app, enquiry({ countryCode, mobile }));
      expect(res.statusCode, `${countryCode} ${mobile}`).toBe(400);
      const body = res.json() as { errorCode: string; message: string };
      expect(body.errorCode).toBe('BAD_REQUEST');
      expect(body.message).toContain('body.mobile');
    }
    const vn = await postEnquiry(
      t.app,
      enquiry({ countryCode: '+84', mobile: '0912 345 678', email: 'linh.nguyen@example.vn' }),
    );
    expect(vn.statusCode).toBe(200);
    expect((await leadView((vn.json() as { leadId: string }).leadId)).mobile).toBe('+84912345678');
  });

  it('names the field of any other bad input and never writes a half lead', async () => {
    const before = await countLeads();
    for (const [field, patch] of [
      ['email', { email: 'not-an-email' }],
      ['name', { name: '' }],
      ['city', { city: 'Atlantis' }],
      ['contactConsent', { contactConsent: false }],
      ['interestedYear', { interestedYear: 1999 }],
    ] as const) {
      const res = await postEnquiry(t.app, { ...enquiry(), ...patch });
      expect(res.statusCode, field).toBe(400);
      expect((res.json() as { message: string }).message).toContain(`body.${field}`);
    }
    expect(await countLeads()).toBe(before);
  });

  it('keeps a call-me-back as a lead touchpoint without losing earlier answers', async () => {
    const person = newPerson();
    const first = (await postEnquiry(t.app, enquiry({ ...person, city: 'Chennai' }))).json() as {
      leadId: string;
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/lead/user-contact-number/register',
      payload: { name: 'Ananya Iyer', countryCode: '+91', mobile: person.mobile, contactConsent: true },
    });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { leadId: string }).leadId).toBe(first.leadId);
    const lead = await leadView(first.leadId);
    expect(lead.touchpoints.map((tp) => tp.registrationType)).toEqual([
      'REGISTRATION_ENQUIRY',
      'CALL_ME_BACK',
    ]);
    expect(lead.interestedCountries).toEqual(['Germany']);

    const fresh = newPerson();
    const callback = await t.app.inject({
      method: 'POST',
      url: '/lead/user-contact-number/register',
      payload: {
        name: 'Farhan Qureshi',
        countryCode: '+966',
        mobile: '501234567',
        contactConsent: true,
        source: fresh.email,
      },
    });
    expect(callback.statusCode).toBe(200);
  });

  it('lets the unsubscribe link stop email, which then stops confirmations', async () => {
    const person = newPerson();
    await postEnquiry(t.app, enquiry(person));
    const [mail] = await outboxFor(t.app, person.email);
    const token = new URL(mail!.body.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;

    const read = await t.app.inject({ method: 'GET', url: '/lead/preferences', query: { token } });
    expect(read.json()).toEqual({
      contact: person.email,
      kind: 'email',
      stopCalls: false,
      stopSms: false,
      stopEmail: false,
    });
    const stop = await t.app.inject({
      method: 'PUT',
      url: '/lead/preferences',
      payload: { token, stopCalls: false, stopSms: false, stopEmail: true },
    });
    expect(stop.json()).toMatchObject({ stopEmail: true });

    await t.database.db.execute(
      sql`update leads set last_enquiry_at = now() - interval '25 hours' where email = ${person.email}`,
    );
    await postEnquiry(t.app, enquiry({ email: person.email }));
    expect(await outboxFor(t.app, person.email)).toHaveLength(1);
  });

  it('still sends the OTP to a person who stopped SMS and email, but no confirmation', async () => {
    const payload = enquiry({ sendOtp: true });
    const mobile = `+91${payload.mobile}`;
    const email = payload.email as string;
    const tokenIn = (message: OutboxMessage | undefined) =>
      new URL(message!.body.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    const first = (await postEnquiry(t.app, payload)).json() as { otpRequestId: string };
    // Read before verifying: a verified code's message keeps no text but the note that it was removed.
    const smsToken = tokenIn((await outboxFor(t.app, mobile))[0]);
    await verify(first.otpRequestId, await latestOtp(t.app, mobile));
    const [confirmation] = await outboxFor(t.app, email);
    for (const token of [smsToken, tokenIn(confirmation)]) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/lead/preferences',
        payload: { token, stopCalls: false, stopSms: true, stopEmail: true },
      });
      expect(res.statusCode).toBe(200);
    }

    // A day later the same person enquires again and asks for a code.
    await t.database.db.execute(
      sql`update leads set last_enquiry_at = now() - interval '25 hours' where email = ${email}`,
    );
    const again = (await postEnquiry(t.app, { ...payload })).json() as {
      leadId: string;
      otpRequestId: string;
    };
    const sms = await outboxFor(t.app, mobile);
    expect(sms).toHaveLength(2);
    expect(sms[0]!.body).toMatch(/^\d{6} is your Meridian verification code/);
    const ok = await verify(again.otpRequestId, await latestOtp(t.app, mobile));
    expect(ok.statusCode).toBe(200);
    expect(await outboxFor(t.app, email)).toEqual([confirmation]);
    expect(await outboxFor(t.app, mobile)).toHaveLength(2);

    expect((await leadView(again.leadId)).contactPreferences).toEqual([
      { contact: mobile, kind: 'mobile', stopCalls: false, stopSms: true, stopEmail: true },
      { contact: email, kind: 'email', stopCalls: false, stopSms: true, stopEmail: true },
    ]);
  });

  it('drops an SMS update or a requested file to a number that stopped SMS, while its OTP still goes', async () => {
    const person = newPerson();
    const mobile = `+91${person.mobile}`;
    const notifier = createNotifier({
      config: loadApiConfig({ APP_ENV: 'development', JWT_SECRET: 'a'.repeat(64), LOG_LEVEL: 'silent' }),
      db: t.database.db,
      log: t.app.log,
      clock: () => new Date(),
    });
    const send = async (message: OutgoingMessage) => {
      await notifier.enqueue(t.database.db, message);
      await notifier.deliverDue();
    };
    const update = {
      channel: 'sms',
      purpose: 'update',
      to: mobile,
      body: 'Your counsellor is Priya.',
    } as const;
    await send(update);
    expect(await outboxFor(t.app, mobile)).toHaveLength(1);

    await t.database.db.insert(contactPreferences).values({ contact: mobile, stopSms: true });
    await send(update);
    await send({ ...update, purpose: 'otp', body: '123456 is your Meridian verification code.' });
    await send({ ...update, purpose: 'requested', body: 'Your brochure: https://example.test/b' });
    await notifier.stop();
    const kept = await outboxFor(t.app, mobile);
    expect(kept.map((m) => m.body.split('\n')[0])).toEqual([
      '123456 is your Meridian verification code.',
      'Your counsellor is Priya.',
    ]);
  });

  it('refuses an altered, foreign or expired unsubscribe link and changes nothing', async () => {
    const victim = enquiry({ sendOtp: true });
    await postEnquiry(t.app, victim);
    const victimMobile = `+91${victim.mobile}`;
    const [sms] = await outboxFor(t.app, victimMobile);
    const token = new URL(sms!.body.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    const [contact, expiresAt, sig] = token.split('.') as [string, string, string];
    // The first character: the last one of a base64url tag also holds padding bits that decoding drops.
    const flip = (text: string) => `${text.startsWith('A') ? 'B' : 'A'}${text.slice(1)}`;
    const other = Buffer.from(JSON.stringify({ contact: '+919876500999' })).toString('base64url');
    const later = (parseInt(expiresAt, 36) + 365 * 86_400).toString(36);
    const put = (tok: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/lead/preferences',
        payload: { token: tok, stopCalls: true, stopSms: true, stopEmail: true },
      });

    const forgeries: [string, string][] = [
      ['someone else in the link', `${other}.${expiresAt}.${sig}`],
      ['a later expiry', `${contact}.${later}.${sig}`],
      ['an altered signature', `${contact}.${expiresAt}.${flip(sig)}`],
      ['a signature from another secret', `${contact}.${expiresAt}.AAAAAAAAAAAAAAAAAAAAAA`],
      ['a cut-short link', `${contact}.${expiresAt}`],
    ];
    for (const [what, forged] of forgeries) {
      for (const res of [
        await t.app.inject({ method: 'GET', url: '/lead/preferences', query: { token: forged } }),
        await put(forged),
      ]) {
        expect(res.statusCode, what).toBe(400);
        expect(res.json(), what).toMatchObject({ status: false, errorCode: 'BAD_REQUEST' });
        expect((res.json() as { message: string }).message, what).toContain(
          '(token: this link is not valid)',
        );
      }
    }

    try {
      clockAheadMs = 91 * 24 * 60 * 60 * 1000;
      const expired = await put(token);
      expect(expired.statusCode).toBe(400);
      expect((expired.json() as { message: string }).message).toContain('(token: this link has expired)');
    } finally {
      clockAheadMs = 0;
    }

    const read = await t.app.inject({ method: 'GET', url: '/lead/preferences', query: { token } });
    expect(read.json()).toEqual({
      contact: victimMobile,
      kind: 'mobile',
      stopCalls: false,
      stopSms: false,
      stopEmail: false,
    });
  });

  it('keeps 200 concurrent enquiries: none lost, none doubled, repeats merged', async () => {
    const distinct = Array.from({ length: 200 }, () => enquiry());
    const results = await Promise.all(distinct.map((p) => postEnquiry(t.app, p)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(200).fill(200));
    const ids = new Set(results.map((r) => (r.json() as { leadId: string }).leadId));
    expect(ids.size).toBe(200);
    const stored = await t.database.db.select({ id: leads.id }).from(leads);
    expect(stored.filter((r) => ids.has(r.id))).toHaveLength(200);

    // 50 people, each enquiring 4 times at once: 50 leads, each with 4 touchpoints.
    const people = Array.from({ length: 50 }, () => newPerson());
    const repeats = people.flatMap((p) => Array.from({ length: 4 }, () => enquiry(p)));
    const merged = await Promise.all(repeats.map((p) => postEnquiry(t.app, p)));
    expect(merged.every((r) => r.statusCode === 200)).toBe(true);
    const leadIds = new Set(merged.map((r) => (r.json() as { leadId: string }).leadId));
    expect(leadIds.size).toBe(50);
    const counts = await t.database.db
      .select({ id: leads.id, enquiries: leads.enquiryCount, touchpoints: count(leadTouchpoints.id) })
      .from(leads)
      .innerJoin(leadTouchpoints, eq(leadTouchpoints.leadId, leads.id))
      .groupBy(leads.id);
    const mergedRows = counts.filter((r) => leadIds.has(r.id));
    expect(mergedRows).toHaveLength(50);
    expect(mergedRows.every((r) => r.enquiries === 4 && r.touchpoints === 4)).toBe(true);
    // 400 requests through one app on PGlite, each counted by the abuse limits (one statement,
    // about 6 ms of the 50–75 ms an enquiry takes): a machine loaded by other work needs minutes.
  }, 180_000);
});

describe('lead service in production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      seed: false,
      env: PRODUCTION_ENV,
    });
  });
  afterAll(async () => {
    await t.close();
  });

  it('has no developer outbox, lead or analytics views, and no docs page', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/dev/outbox?to=x@example.in' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/analytics-events' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/dev/request-counts' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(404);
  });
});
