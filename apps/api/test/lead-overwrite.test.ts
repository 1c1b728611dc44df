import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EnquiryRequestInput } from '@meridian/domain/lead/schemas';
import { createTestApp, type TestApp } from './helper.ts';
import {
  enquiry,
  latestOtp,
  leadView,
  newPerson,
  outboxFor,
  postEnquiry,
  verifyEnquiryOtp,
} from './lead-fixtures.ts';

describe('a verified lead cannot be overwritten by someone who knows the number', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ seed: false });
  });
  afterAll(async () => {
    await t.close();
  });

  const storedLead = (leadId: string) => leadView(t.app, leadId);
  const verify = (otpRequestId: string, otp: string) => verifyEnquiryOtp(t.app, otpRequestId, otp);

  const nextYear = new Date().getUTCFullYear() + 1;
  /** What the victim answered when she enquired. */
  const victimAnswers: Partial<EnquiryRequestInput> = {
    interestedCountries: ['ireland'],
    city: 'Pune',
    interestedEducationLevel: 'MASTERS',
    interestedYear: nextYear,
  };

  /** A person who enquired and verified their mobile by OTP. */
  async function verifiedVictim() {
    const person = newPerson();
    const mobile = `+91${person.mobile}`;
    const sent = (
      await postEnquiry(t.app, enquiry({ ...person, ...victimAnswers, name: 'Priya Menon', sendOtp: true }))
    ).json() as {
      leadId: string;
      otpRequestId: string;
    };
    expect((await verify(sent.otpRequestId, await latestOtp(t.app, mobile))).statusCode).toBe(200);
    return { ...person, mobile: person.mobile, e164: mobile, leadId: sent.leadId };
  }

  it('records a stranger’s repeat enquiry as a touchpoint, keeping the name, email and mobile', async () => {
    const victim = await verifiedVictim();
    const stranger = newPerson();
    const res = await postEnquiry(
      t.app,
      enquiry({ mobile: victim.mobile, name: 'Someone Else', email: stranger.email, source: 'stranger' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().leadId).toBe(victim.leadId);
    const lead = await storedLead(victim.leadId);
    expect(lead).toMatchObject({
      name: 'Priya Menon',
      email: victim.email,
      mobile: victim.e164,
      verified: true,
      enquiryCount: 2,
    });
    expect(lead.touchpoints.map((touchpoint) => touchpoint.source)).toContain('stranger');
  });

  it('makes a separate lead for an enquiry naming a verified lead’s email with another mobile', async () => {
    const victim = await verifiedVictim();
    const stranger = newPerson();
    const res = await postEnquiry(
      t.app,
      enquiry({ mobile: stranger.mobile, email: victim.email, name: 'Someone Else' }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json().leadId).not.toBe(victim.leadId);
    expect(await storedLead(victim.leadId)).toMatchObject({
      name: 'Priya Menon',
      mobile: victim.e164,
      enquiryCount: 1,
    });
  });

  it('changes the name and email only when the OTP sent to the lead’s own mobile is verified', async () => {
    const victim = await verifiedVictim();
    const newEmail = newPerson().email;
    const asked = (
      await postEnquiry(
        t.app,
        enquiry({ mobile: victim.mobile, name: 'Priya M. Nair', email: newEmail, sendOtp: true }),
      )
    ).json() as { leadId: string; otpRequestId: string };
    expect(asked.leadId).toBe(victim.leadId);
    // The code went to the number the lead proved, not anywhere the enquiry chose.
    expect(await outboxFor(t.app, victim.e164)).toHaveLength(2);
    expect(await storedLead(victim.leadId)).toMatchObject({ name: 'Priya Menon', email: victim.email });

    // A stranger's later proposal waits for its own OTP; it does not ride on the owner's.
    await postEnquiry(
      t.app,
      enquiry({ mobile: victim.mobile, name: 'Someone Else', email: newPerson().email }),
    );
    expect((await verify(asked.otpRequestId, await latestOtp(t.app, victim.e164))).statusCode).toBe(200);
    expect(await storedLead(victim.leadId)).toMatchObject({
      name: 'Priya M. Nair',
      email: newEmail,
      mobile: victim.e164,
    });
  });

  it('lets a stranger’s OTP request to the owner’s mobile change nothing unless it is verified', async () => {
    const victim = await verifiedVictim();
    const wrong = (
      await postEnquiry(
        t.app,
        enquiry({ mobile: victim.mobile, name: 'Someone Else', email: newPerson().email, sendOtp: true }),
      )
    ).json() as { otpRequestId: string };
    const code = await latestOtp(t.app, victim.e164);
    const guess = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await verify(wrong.otpRequestId, guess)).statusCode).toBe(400);
    expect(await storedLead(victim.leadId)).toMatchObject({ name: 'Priya Menon', email: victim.email });
  });

  it('adds a stranger’s destinations to a verified lead and keeps its other answers', async () => {
    const victim = await verifiedVictim();
    const res = await postEnquiry(
      t.app,
      enquiry({
        mobile: victim.mobile,
        interestedCountries: ['uk', 'other'],
        city: 'Delhi',
        interestedEducationLevel: 'BACHELORS',
        interestedYear: nextYear + 1,
        englishTestStatus: 'NOT_STARTED',
      }),
    );
    expect(res.json().leadId).toBe(victim.leadId);
    expect(await storedLead(victim.leadId)).toMatchObject({
      interestedCountries: ['Ireland', 'UK'],
      city: 'Pune',
      interestedEducationLevel: 'MASTERS',
      interestedYear: nextYear,
    });
  });

  it('keeps the destinations when a repeat enquiry or a short form names none', async () => {
    for (const verified of [true, false]) {
      const lead = verified
        ? await verifiedVictim()
        : await (async () => {
            const person = newPerson();
            const res = await postEnquiry(t.app, enquiry({ ...person, ...victimAnswers }));
            return { ...person, leadId: res.json().leadId as string };
          })();
      const { interestedCountries: _countries, ...withoutCountries } = enquiry({ mobile: lead.mobile });
      await postEnquiry(t.app, withoutCountries);
      const contact = await t.app.inject({
        method: 'POST',
        url: '/cms/contact',
        payload: {
          name: 'Priya Menon',
          email: lead.email,
          countryCode: '+91',
          mobile: lead.mobile,
          contactConsent: true,
          topic: 'visa',
          message: 'Please call me about a visa for Dublin.',
        },
        remoteAddress: `198.51.100.${verified ? 1 : 2}`,
      });
      expect(contact.statusCode, contact.body).toBe(201);
      expect((await storedLead(lead.leadId)).interestedCountries, `verified: ${verified}`).toEqual([
        'Ireland',
      ]);
    }
  });

  it('changes a verified lead’s answers when the OTP sent to its own mobile is verified', async () => {
    const victim = await verifiedVictim();
    const asked = (
      await postEnquiry(
        t.app,
        enquiry({
          mobile: victim.mobile,
          email: victim.email,
          name: 'Priya Menon',
          interestedCountries: ['uk'],
          interestedYear: nextYear + 1,
          city: 'Mumbai',
          sendOtp: true,
        }),
      )
    ).json() as { otpRequestId: string };
    expect(await storedLead(victim.leadId)).toMatchObject({ interestedYear: nextYear, city: 'Pune' });
    expect((await verify(asked.otpRequestId, await latestOtp(t.app, victim.e164))).statusCode).toBe(200);
    expect(await storedLead(victim.leadId)).toMatchObject({
      interestedCountries: ['UK'],
      interestedYear: nextYear + 1,
      city: 'Mumbai',
    });
  });
});
