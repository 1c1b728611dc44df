import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { AuthOtpVerifyResponse } from '@meridian/domain/auth/schemas';
import { AppointmentBooked, AppointmentSlots, Booking } from '@meridian/domain/lead/appointments';
import { UserDetail } from '@meridian/domain/profile/profile-details';
import { users } from '#api/db/schema/people.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { enquiry, latestOtp, newPerson, postEnquiry } from './lead-fixtures.ts';
import { assignLearner, demoUser, type TestUser } from './profile-fixtures.ts';

let visits = 0;
/** Each request from its own address, so the per-address limits stay out of these tests. */
const nextAddress = () => `198.51.100.${(visits += 1)}`;

/**
 * Issue 28 finding 3: an email typed at registration is anyone's until an OTP sent to it is
 * confirmed. Until then no booking, lead, recommendation or login is matched on it.
 */
describe('email verification', () => {
  let t: TestApp;
  let counsellor: TestUser;
  beforeAll(async () => {
    t = await createTestApp();
    counsellor = await demoUser(t, '+919000000201');
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: nextAddress() });
  const bearer = (session: AuthOtpVerifyResponse) => ({ authorization: `Bearer ${session.access_token}` });
  const otpRequestIdOf = (res: { json(): unknown }) => (res.json() as { otpRequestId: string }).otpRequestId;

  /** Registers by mobile with whatever email is typed: the mobile is proven, the email is not. */
  async function register(email: string, fullName = 'Karan Mehta'): Promise<AuthOtpVerifyResponse> {
    const { mobile } = newPerson();
    const res = await post('/auth/user/register', { fullName, countryCode: '+91', mobile, email });
    const verified = await post('/auth/otp/verify', {
      otpRequestId: otpRequestIdOf(res),
      otp: await latestOtp(t.app, `+91${mobile}`),
    });
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json() as AuthOtpVerifyResponse;
  }

  const detail = async (session: AuthOtpVerifyResponse) =>
    UserDetail.parse(
      (
        await t.app.inject({
          method: 'GET',
          url: `/user/${session.user.id}/detail`,
          headers: bearer(session),
        })
      ).json(),
    );
  const bookings = async (session: AuthOtpVerifyResponse) =>
    z
      .array(Booking)
      .parse(
        (await t.app.inject({ method: 'GET', url: '/lead/appointments', headers: bearer(session) })).json(),
      );

  /** A visitor's booking, made without an account, under their mobile and email. */
  async function bookAsVisitor(person: { mobile: string; email: string }): Promise<string> {
    const slots = AppointmentSlots.parse(
      (await t.app.inject({ method: 'GET', url: '/lead/appointments/slots' })).json(),
    ).slots;
    const slot = slots[visits % slots.length]!;
    const res = await post('/lead/appointments', {
      slotId: slot.id,
      name: 'Sana Qureshi',
      countryCode: '+91',
      ...person,
      contactConsent: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    // The slot is held once the OTP sent to the booking's mobile is verified.
    const verified = await post('/lead/appointments/verify', {
      otpRequestId: otpRequestIdOf(res),
      otp: await latestOtp(t.app, `+91${person.mobile}`),
    });
    expect(verified.statusCode, verified.body).toBe(201);
    return AppointmentBooked.parse(verified.json()).booking.id;
  }

  async function proveEmail(session: AuthOtpVerifyResponse) {
    const sent = await post('/auth/email/verify', {}, bearer(session));
    expect(sent.statusCode, sent.body).toBe(200);
    return post(
      '/auth/email/confirm',
      { otpRequestId: otpRequestIdOf(sent), otp: await latestOtp(t.app, session.user.email!) },
      bearer(session),
    );
  }

  it('gives someone who registers with another person’s email none of that person’s bookings, leads or logins', async () => {
    const victim = newPerson();
    const bookingId = await bookAsVisitor(victim);
    const lead = (await postEnquiry(t.app, enquiry({ email: victim.email }))).json() as { leadId: string };

    const attacker = await register(victim.email);
    // Bookings: not listed, not cancellable.
    expect(await bookings(attacker)).toEqual([]);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: `/lead/appointments/${bookingId}`,
      headers: bearer(attacker),
    });
    expect(cancel.statusCode).toBe(404);
    // Leads: the victim's enquiry is not taken into the attacker's account.
    const [row] = await t.database.db.select().from(users).where(eq(users.id, attacker.user.id));
    expect(row!.leadId).not.toBe(lead.leadId);
    // Recommendations: a counsellor looking the victim up by email does not find the attacker.
    const lookup = await t.app.inject({
      method: 'GET',
      url: '/recommendation/v1/learner',
      query: { contact: victim.email },
      headers: { authorization: counsellor.authorization },
    });
    expect(lookup.statusCode).toBe(404);
    // Login: the victim's code to their own address does not open the attacker's account.
    const login = await post('/auth/login', { email: victim.email });
    const code = await latestOtp(t.app, victim.email);
    const verified = await post('/auth/otp/verify', { otpRequestId: otpRequestIdOf(login), otp: code });
    expect(verified.json()).toMatchObject({ errorCode: 'UM_NF_4001' });
    expect((await detail(attacker)).emailVerified).toBe(false);
  });

  it('matches an email once the account proves it by the code sent there', async () => {
    const person = newPerson();
    const bookingId = await bookAsVisitor(person);
    const session = await register(person.email, 'Lakshmi Rao');
    expect(await bookings(session)).toEqual([]);

    const confirmed = await proveEmail(session);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toEqual({ status: true });
    expect((await detail(session)).emailVerified).toBe(true);
    expect((await bookings(session)).map((booking) => booking.id)).toEqual([bookingId]);
    const { id, fullName } = session.user;
    await assignLearner(t, { id, fullName, email: person.email, authorization: '' }, counsellor);
    const lookup = await t.app.inject({
      method: 'GET',
      url: '/recommendation/v1/learner',
      query: { contact: person.email },
      headers: { authorization: counsellor.authorization },
    });
    expect(lookup.json()).toMatchObject({ id: session.user.id });

    const again = await post('/auth/email/verify', {}, bearer(session));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: expect.stringContaining('already verified') });
  });

  it('gives a proven address to the account that proved it, and refuses it to one that proves it later', async () => {
    const { email } = newPerson();
    const squatter = await register(email, 'Squatter');
    const owner = await register(email, 'Owner');
    expect((await proveEmail(owner)).statusCode).toBe(200);
    // The address is taken off the account that only typed it.
    const [squatterRow] = await t.database.db.select().from(users).where(eq(users.id, squatter.user.id));
    expect(squatterRow!.email).toBeNull();

    const third = await register(email, 'Latecomer');
    const refused = await proveEmail(third);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ errorCode: 'UM_EA_4002' });
  });

  it('confirms only the signed-in person’s own code, and only when signed in', async () => {
    const a = await register(newPerson().email);
    const b = await register(newPerson().email);
    const sent = await post('/auth/email/verify', {}, bearer(a));
    const payload = { otpRequestId: otpRequestIdOf(sent), otp: await latestOtp(t.app, a.user.email!) };
    expect((await post('/auth/email/confirm', payload)).statusCode).toBe(401);
    const other = await post('/auth/email/confirm', payload, bearer(b));
    expect(other.statusCode).toBe(400);
    expect((await detail(b)).emailVerified).toBe(false);
    expect((await post('/auth/email/confirm', payload, bearer(a))).statusCode).toBe(200);
  });

  it('keeps the demo accounts’ emails verified, so they log in by email', async () => {
    const login = await post('/auth/login', { email: 'priya.sharma@example.com' });
    const verified = await post('/auth/otp/verify', {
      otpRequestId: otpRequestIdOf(login),
      otp: await latestOtp(t.app, 'priya.sharma@example.com'),
    });
    expect((verified.json() as AuthOtpVerifyResponse).user.fullName).toBe('Priya Sharma');
  });
});
