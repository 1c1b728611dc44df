import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AuthOtpVerifyResponse, AuthTokens } from '@meridian/domain/auth/schemas';
import { CONCURRENT_REFRESH_MS } from '#api/modules/auth/service.ts';
import { hashRefreshToken } from '#api/modules/auth/refresh-token.ts';
import { refreshTokens } from '#api/db/schema/auth.ts';
import { users } from '#api/db/schema/people.ts';
import { DEMO_ACCOUNT_STEPS, seedDemoContent } from '#api/db/seed/seed.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { enquiry, latestOtp, newPerson, outboxFor, postEnquiry } from './lead-fixtures.ts';
import { assignLearner, demoUser } from './profile-fixtures.ts';

const NO_PERMISSION =
  "You currently don't have permissions to access this page or feature. Please send mail to support@meridian.study";
const TOO_MANY = 'You have exhausted attempts to receive new OTPs.Please try after sometime.';

const PRIYA = { mobile: '9000000101', e164: '+919000000101', email: 'priya.sharma@example.com' };
const COUNSELLOR = '+919000000201';
const EDITOR = '+919000000301';

let lastIp = 0;
/** Each call comes from its own address, so the per-address limits only meet in the tests about them. */
const nextIp = () => `198.51.100.${(lastIp = (lastIp % 250) + 1)}`;

describe('auth: OTP login, registration, sessions and guards', () => {
  let t: TestApp;
  // The services' clock runs this far ahead of the real one, so a test can step past an expiry.
  let clockAheadMs = 0;
  beforeAll(async () => {
    t = await createTestApp({ seed: false, clock: () => new Date(Date.now() + clockAheadMs) });
    await seedDemoContent(t.database.db, DEMO_ACCOUNT_STEPS);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (url: string, payload: object, remoteAddress = nextIp()) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });
  const login = (payload: object, remoteAddress?: string) => post('/auth/login', payload, remoteAddress);
  const verify = (otpRequestId: string, otp: string, remoteAddress?: string, registration?: object) =>
    post('/auth/otp/verify', { otpRequestId, otp, registration }, remoteAddress);
  const requestId = (res: { json(): unknown }) => (res.json() as { otpRequestId: string }).otpRequestId;
  const refresh = (refreshToken: string) =>
    t.app.inject({ method: 'GET', url: '/auth/refresh', query: { refreshToken } });
  const lite = (userId: string, accessToken?: string) =>
    t.app.inject({
      method: 'GET',
      url: `/user/${userId}/lite`,
      headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {},
    });
  const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** Logs in by the code the outbox holds for `to`. */
  async function logIn(payload: object, to: string): Promise<AuthOtpVerifyResponse> {
    const res = await login(payload);
    expect(res.statusCode, res.body).toBe(200);
    const { otpRequestId } = res.json() as { otpRequestId: string };
    const verified = await verify(otpRequestId, await latestOtp(t.app, to));
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json() as AuthOtpVerifyResponse;
  }

  async function signUp(fullName = 'Meera Pillai'): Promise<AuthOtpVerifyResponse> {
    const person = newPerson();
    const res = await post('/auth/user/register', { fullName, countryCode: '+91', ...person });
    expect(res.statusCode, res.body).toBe(200);
    const { otpRequestId } = res.json() as { otpRequestId: string };
    const verified = await verify(otpRequestId, await latestOtp(t.app, `+91${person.mobile}`));
    expect(verified.statusCode, verified.body).toBe(200);
    return verified.json() as AuthOtpVerifyResponse;
  }

  describe('login', () => {
    it('sends an OTP by SMS to an account’s mobile and starts a session with the code', async () => {
      const session = await logIn({ countryCode: '+91', mobile: '90000 00101' }, PRIYA.e164);
      expect(session.user).toMatchObject({
        fullName: 'Priya Sharma',
        email: PRIYA.email,
        mobile: PRIYA.e164,
        countryCode: '+91',
        paidUser: false,
        extraFields: { interestedEducationLevel: 'MASTERS' },
      });
      expect(session.access_token.split('.')).toHaveLength(3);
      expect(session.refresh_token.length).toBeGreaterThanOrEqual(43);
    });

    it('sends the OTP by email to an account’s address', async () => {
      const session = await logIn({ email: 'Priya.Sharma@Example.com' }, PRIYA.email);
      expect(session.user.fullName).toBe('Priya Sharma');
    });

    it('answers a contact without an account as one with an account: a code is sent either way', async () => {
      const stranger = newPerson();
      const contacts: [object, string][] = [
        [{ countryCode: '+91', mobile: PRIYA.mobile }, PRIYA.e164],
        [{ countryCode: '+91', mobile: stranger.mobile }, `+91${stranger.mobile}`],
        [{ email: PRIYA.email }, PRIYA.email],
        [{ email: stranger.email }, stranger.email],
      ];
      for (const [payload, to] of contacts) {
        const res = await login(payload);
        expect(res.statusCode).toBe(200);
        expect(Object.keys(res.json() as object)).toEqual(['status', 'otpRequestId']);
        expect(await latestOtp(t.app, to)).toMatch(/^\d{6}$/);
      }
    });

    it('tells only the holder of a code that its contact has no account, and registers them with the same code', async () => {
      const person = newPerson();
      const e164 = `+91${person.mobile}`;
      const otpRequestId = requestId(await login({ countryCode: '+91', mobile: person.mobile }));
      const code = await latestOtp(t.app, e164);
      expect((await verify(otpRequestId, wrongCode(code))).json()).toMatchObject({
        errorCode: 'LS_OTP_1100',
      });

      const unknown = await verify(otpRequestId, code);
      expect(unknown.statusCode).toBe(401);
      expect(unknown.json()).toEqual({
        status: false,
        errorCode: 'UM_NF_4001',
        message: 'These credentials do not match any account.',
      });

      const registration = { fullName: 'Tanvi Kulkarni', email: person.email, countryCode: '+91' };
      const elsewhere = await verify(otpRequestId, code, undefined, {
        ...registration,
        mobile: newPerson().mobile,
      });
      expect(elsewhere.statusCode).toBe(400);
      expect(elsewhere.json()).toMatchObject({ message: expect.stringContaining('registration.mobile') });

      const registered = await verify(otpRequestId, code, undefined, {
        ...registration,
        mobile: person.mobile,
      });
      expect(registered.statusCode, registered.body).toBe(200);
      expect((registered.json() as AuthOtpVerifyResponse).user).toMatchObject({
        fullName: 'Tanvi Kulkarni',
        mobile: e164,
        email: person.email,
      });
      // The number was proven by the login's code: no second SMS.
      expect(await outboxFor(t.app, e164)).toHaveLength(1);
      expect((await verify(otpRequestId, code)).statusCode).toBe(400);
    });

    it('registers a person whose email login found no account, with the email proven and the mobile by its own code', async () => {
      const person = newPerson();
      const otpRequestId = requestId(await login({ email: person.email }));
      const code = await latestOtp(t.app, person.email);
      expect((await verify(otpRequestId, code)).json()).toMatchObject({ errorCode: 'UM_NF_4001' });
      const registration = { fullName: 'Irfan Sheikh', countryCode: '+91', ...person };
      const mobileOtp = await verify(otpRequestId, code, undefined, registration);
      expect(mobileOtp.statusCode, mobileOtp.body).toBe(200);
      const session = (
        await verify(requestId(mobileOtp), await latestOtp(t.app, `+91${person.mobile}`))
      ).json() as AuthOtpVerifyResponse;
      expect(session.user).toMatchObject({ fullName: 'Irfan Sheikh', email: person.email });
      // Proven, so it is a login key now.
      expect((await logIn({ email: person.email }, person.email)).user.id).toBe(session.user.id);
    });

    it('answers AU_UNA_4002 for a deactivated account once its code is verified', async () => {
      const { user } = await signUp('Farhan Qureshi');
      await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, user.id));
      const res = await login({ countryCode: '+91', mobile: user.mobile!.slice(3) });
      expect(res.statusCode).toBe(200);
      const verified = await verify(requestId(res), await latestOtp(t.app, user.mobile!));
      expect(verified.statusCode).toBe(403);
      expect(verified.json()).toMatchObject({
        errorCode: 'AU_UNA_4002',
        message: 'Your account is deactivated. Please send mail to support@meridian.study',
      });
    });

    it('names the field at fault for a missing contact, both contacts, or a bad number', async () => {
      const cases: [object, string][] = [
        [{}, 'body.mobile: Please enter your mobile number or email address'],
        [
          { countryCode: '+91', mobile: '9000000101', email: PRIYA.email },
          'body.email: Please log in with either',
        ],
        [{ countryCode: '+91', mobile: '12345' }, 'body.mobile: Please enter a valid mobile number'],
      ];
      for (const [payload, detail] of cases) {
        const res = await login(payload);
        expect(res.statusCode).toBe(400);
        expect((res.json() as { message: string }).message).toContain(detail);
      }
    });
  });

  describe('registration', () => {
    it('makes the account only when the OTP is verified, linked to the person’s earlier enquiry', async () => {
      const earlier = enquiry({ interestedEducationLevel: 'BACHELORS' });
      const lead = (await postEnquiry(t.app, earlier)).json() as { leadId: string };
      const res = await post('/auth/user/register', {
        fullName: 'Ananya Iyer',
        countryCode: '+91',
        mobile: earlier.mobile,
        email: earlier.email,
      });
      expect(res.statusCode).toBe(200);
      const e164 = `+91${earlier.mobile}`;
      expect(await t.database.db.select().from(users).where(eq(users.mobile, e164))).toEqual([]);

      const { otpRequestId } = res.json() as { otpRequestId: string };
      const session = (
        await verify(otpRequestId, await latestOtp(t.app, e164))
      ).json() as AuthOtpVerifyResponse;
      expect(session.user).toMatchObject({
        fullName: 'Ananya Iyer',
        mobile: e164,
        email: earlier.email,
        paidUser: false,
        extraFields: { interestedEducationLevel: 'BACHELORS' },
      });
      const [row] = await t.database.db.select().from(users).where(eq(users.id, session.user.id));
      expect(row!.leadId).toBe(lead.leadId);
    });

    it('answers alike whether the mobile or the email has an account; the mobile’s code logs in to its account', async () => {
      const register = (payload: object) =>
        post('/auth/user/register', { fullName: 'Someone Else', countryCode: '+91', ...payload });
      const answers = [
        await register({ mobile: PRIYA.mobile, email: 'someone.else@example.in' }),
        await register({ ...newPerson(), email: PRIYA.email }),
        await register(newPerson()),
      ];
      for (const res of answers) {
        expect(res.statusCode).toBe(200);
        expect(Object.keys(res.json() as object)).toEqual(['status', 'otpRequestId']);
      }
      const priya = (await verify(requestId(answers[0]!), await latestOtp(t.app, PRIYA.e164))).json();
      expect((priya as AuthOtpVerifyResponse).user).toMatchObject({
        fullName: 'Priya Sharma',
        email: PRIYA.email,
      });
    });

    it('logs the second of two registrations of one number in to the account the first made', async () => {
      const person = newPerson();
      const register = () =>
        post('/auth/user/register', { fullName: 'Dev Malhotra', countryCode: '+91', ...person });
      const first = requestId(await register());
      const firstCode = await latestOtp(t.app, `+91${person.mobile}`);
      const second = requestId(await register());
      const secondCode = await latestOtp(t.app, `+91${person.mobile}`);
      const made = (await verify(first, firstCode)).json() as AuthOtpVerifyResponse;
      const again = await verify(second, secondCode);
      expect(again.statusCode).toBe(200);
      expect((again.json() as AuthOtpVerifyResponse).user.id).toBe(made.user.id);
    });
  });

  describe('OTP verify and resend', () => {
    it('answers LS_OTP_1100 for a wrong code and refuses a code that was already used', async () => {
      const { otpRequestId } = (await login({ email: PRIYA.email })).json() as { otpRequestId: string };
      const code = await latestOtp(t.app, PRIYA.email);
      const wrong = await verify(otpRequestId, wrongCode(code));
      expect(wrong.statusCode).toBe(400);
      expect(wrong.json()).toMatchObject({ errorCode: 'LS_OTP_1100' });
      expect((await verify(otpRequestId, code)).statusCode).toBe(200);
      const again = await verify(otpRequestId, code);
      expect(again.statusCode).toBe(400);
      expect((again.json() as { message: string }).message).toContain('already been used');
    });

    it('resends a new code for the same request; the old one stops working', async () => {
      const { otpRequestId } = (await login({ countryCode: '+91', mobile: '9000000102' })).json() as {
        otpRequestId: string;
      };
      const first = await latestOtp(t.app, '+919000000102');
      const resent = await post('/auth/otp/resend', { otpRequestId });
      expect(resent.json()).toEqual({ status: true, otpRequestId });
      const second = await latestOtp(t.app, '+919000000102');
      if (second !== first) expect((await verify(otpRequestId, first)).statusCode).toBe(400);
      const session = (await verify(otpRequestId, second)).json() as AuthOtpVerifyResponse;
      expect(session.user).toMatchObject({ fullName: 'Arjun Nair', paidUser: true });
    });

    it('does not verify an enquiry’s OTP as a login', async () => {
      const res = await postEnquiry(t.app, enquiry({ sendOtp: true }));
      const { otpRequestId } = res.json() as { otpRequestId: string };
      const verified = await verify(otpRequestId, '123456');
      expect(verified.statusCode).toBe(400);
      expect((verified.json() as { message: string }).message).toContain('otpRequestId: no such OTP request');
    });
  });

  describe('refresh tokens', () => {
    it('rotates: a refresh answers a new pair, and the new refresh token works in turn', async () => {
      const session = await signUp();
      const first = await refresh(session.refresh_token);
      expect(first.statusCode).toBe(200);
      const next = first.json() as AuthTokens;
      expect(next.refresh_token).not.toBe(session.refresh_token);
      expect((await lite(session.user.id, next.access_token)).statusCode).toBe(200);
      expect((await refresh(next.refresh_token)).statusCode).toBe(200);
    });

    it('refuses a replayed refresh token and ends the whole session it belongs to', async () => {
      const session = await signUp();
      const rotated = (await refresh(session.refresh_token)).json() as AuthTokens;
      clockAheadMs = CONCURRENT_REFRESH_MS;
      try {
        const replay = await refresh(session.refresh_token);
        expect(replay.statusCode).toBe(401);
        expect(replay.json()).toEqual({ status: false, errorCode: 'UNAUTHORIZED', message: NO_PERMISSION });
        // The token the real owner (or the thief) holds now is revoked with its family.
        expect((await refresh(rotated.refresh_token)).statusCode).toBe(401);
      } finally {
        clockAheadMs = 0;
      }
    });

    it('answers every refresh of one token within the window (several web processes) with the same pair', async () => {
      const session = await signUp();
      const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(session.refresh_token)));
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const pairs = new Set(answers.map((res) => res.body));
      expect(pairs.size).toBe(1);
      const pair = answers[0]!.json() as AuthTokens;
      expect((await lite(session.user.id, pair.access_token)).statusCode).toBe(200);
      // One successor in the session, not one per refresh.
      const [spent] = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, hashRefreshToken(session.refresh_token)));
      const family = await t.database.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.familyId, spent!.familyId));
      expect(family).toHaveLength(2);

      // After the window the spent token is a copy: the session ends, its successor with it.
      clockAheadMs = CONCURRENT_REFRESH_MS;
      try {
        expect((await refresh(session.refresh_token)).statusCode).toBe(401);
        expect((await refresh(pair.refresh_token)).statusCode).toBe(401);
      } finally {
        clockAheadMs = 0;
      }
    });

    it('leaves other sessions of the same person alone', async () => {
      const phone = await logIn({ email: PRIYA.email }, PRIYA.email);
      const laptop = await logIn({ countryCode: '+91', mobile: PRIYA.mobile }, PRIYA.e164);
      await refresh(phone.refresh_token);
      await refresh(phone.refresh_token);
      expect((await refresh(laptop.refresh_token)).statusCode).toBe(200);
    });

    it('logout ends the session: its refresh token no longer works', async () => {
      const session = await signUp();
      const res = await post('/auth/logout', { refreshToken: session.refresh_token });
      expect(res.json()).toEqual({ status: true });
      expect((await refresh(session.refresh_token)).statusCode).toBe(401);
    });

    it('refuses an unknown refresh token', async () => {
      expect((await refresh('not-a-token-we-issued')).statusCode).toBe(401);
    });
  });

  describe('guards on /user/{userId}/…', () => {
    it('serves a person their own lite profile, and refuses another learner with 403', async () => {
      const a = await signUp('Aditi Rao');
      const b = await signUp('Vikram Singh');
      const own = await lite(a.user.id, a.access_token);
      expect(own.statusCode).toBe(200);
      expect(own.json()).toEqual(a.user);
      const other = await lite(b.user.id, a.access_token);
      expect(other.statusCode).toBe(403);
      expect(other.json()).toEqual({ status: false, errorCode: 'FORBIDDEN', message: NO_PERMISSION });
    });

    it('serves the counsellor the learner is assigned to, but not another counsellor or an editor', async () => {
      const learner = await signUp();
      const counsellor = await logIn({ countryCode: '+91', mobile: COUNSELLOR.slice(3) }, COUNSELLOR);
      expect((await lite(learner.user.id, counsellor.access_token)).statusCode).toBe(403);
      const { id, fullName, email } = learner.user;
      await assignLearner(
        t,
        { id, fullName, email: email ?? '', authorization: '' },
        await demoUser(t, COUNSELLOR),
      );
      expect((await lite(learner.user.id, counsellor.access_token)).statusCode).toBe(200);
      const editor = await logIn({ countryCode: '+91', mobile: EDITOR.slice(3) }, EDITOR);
      expect((await lite(learner.user.id, editor.access_token)).statusCode).toBe(403);
    });

    it('answers 401 without a token, with an altered token and with an expired one', async () => {
      const session = await signUp();
      expect((await lite(session.user.id)).statusCode).toBe(401);
      expect((await lite(session.user.id, `${session.access_token}x`)).statusCode).toBe(401);
      clockAheadMs = 16 * 60 * 1000;
      try {
        const expired = await lite(session.user.id, session.access_token);
        expect(expired.statusCode).toBe(401);
        expect(expired.json()).toMatchObject({ errorCode: 'UNAUTHORIZED' });
        // The refresh token outlives it and renews the session.
        const renewed = (await refresh(session.refresh_token)).json() as AuthTokens;
        expect((await lite(session.user.id, renewed.access_token)).statusCode).toBe(200);
      } finally {
        clockAheadMs = 0;
      }
    });
  });

  it('documents the guarded routes as needing the bearer token', async () => {
    const document = (await t.app.inject({ method: 'GET', url: '/openapi.json' })).json() as {
      paths: Record<string, Record<string, { security?: unknown }>>;
    };
    expect(document.paths['/user/{userId}/lite']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/auth/user/{userId}/sso/token']?.get?.security).toEqual([{ bearerAuth: [] }]);
    expect(document.paths['/auth/login']?.post?.security).toEqual([]);
  });

  describe('SSO token', () => {
    it('answers the SSO user id and an IAM token, in the body and in the headers', async () => {
      const session = await signUp();
      const res = await t.app.inject({
        method: 'GET',
        url: `/auth/user/${session.user.id}/sso/token`,
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(res.statusCode).toBe(200);
      const body = res.json() as { ssoUserId: string; token: string };
      expect(res.headers['x-sso-user-id']).toBe(body.ssoUserId);
      expect(res.headers['x-iam-auth-token']).toBe(body.token);
      expect(body.ssoUserId).not.toBe(session.user.id);

      const other = await signUp();
      const refused = await t.app.inject({
        method: 'GET',
        url: `/auth/user/${other.user.id}/sso/token`,
        headers: { authorization: `Bearer ${session.access_token}` },
      });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('dev sessions for browser tests', () => {
    it('start a session for an account by email, with the access-token lifetime asked for', async () => {
      const res = await post('/dev/sessions', { email: PRIYA.email, accessTokenTtlSeconds: 2 });
      expect(res.statusCode).toBe(200);
      const session = res.json() as AuthOtpVerifyResponse;
      expect(session.user.fullName).toBe('Priya Sharma');
      expect((await lite(session.user.id, session.access_token)).statusCode).toBe(200);
      clockAheadMs = 3000;
      try {
        expect((await lite(session.user.id, session.access_token)).statusCode).toBe(401);
      } finally {
        clockAheadMs = 0;
      }
    });
  });

  describe('rate limits', () => {
    const expectTooMany = (res: {
      statusCode: number;
      json(): unknown;
      headers: Record<string, unknown>;
    }) => {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({ status: false, errorCode: 'TOO_MANY_REQUESTS', message: TOO_MANY });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    };

    it('limits logins per contact, from any address', async () => {
      const contact = { countryCode: '+91', mobile: '9811100001' };
      for (let i = 0; i < 5; i++) expect((await login(contact)).statusCode).toBe(200);
      // The same number typed differently is the same contact.
      expectTooMany(await login({ countryCode: '+91', mobile: '98111 00001' }));
      // Another contact is not held up.
      expect((await login({ countryCode: '+91', mobile: '9811100002' })).statusCode).toBe(200);
    });

    it('limits logins per address, whatever the contacts', async () => {
      // The limit counts in 10-minute windows aligned to the clock: the services' clock starts one,
      // so the 31 logins fall in the same window however slowly a loaded machine sends them.
      const windowMs = 600_000;
      clockAheadMs = windowMs - (Date.now() % windowMs);
      try {
        const ip = '203.0.113.10';
        for (let i = 0; i < 30; i++) {
          expect((await login({ email: `someone${i}@example.in` }, ip)).statusCode).toBe(200);
        }
        expectTooMany(await login({ email: 'someone-else@example.in' }, ip));
        expect((await login({ email: 'someone-else@example.in' }, '203.0.113.11')).statusCode).toBe(200);
      } finally {
        clockAheadMs = 0;
      }
    });

    it('limits registrations per contact', async () => {
      const person = newPerson();
      const register = () =>
        post('/auth/user/register', { fullName: 'Kiran Das', countryCode: '+91', ...person });
      for (let i = 0; i < 5; i++) expect((await register()).statusCode).toBeLessThan(429);
      expectTooMany(await register());
    });

    it('limits OTP checks per contact across its requests, and per address', async () => {
      const session = await signUp('Nisha Menon');
      const email = session.user.email!;
      const attempts: number[] = [];
      for (let round = 0; round < 3 && attempts.length < 11; round++) {
        const { otpRequestId } = (await login({ email })).json() as { otpRequestId: string };
        for (let i = 0; i < 5 && attempts.length < 11; i++) {
          attempts.push((await verify(otpRequestId, '000000')).statusCode);
        }
      }
      expect(attempts.slice(0, 10).every((status) => status === 400)).toBe(true);
      expect(attempts[10]).toBe(429);

      const ip = '203.0.113.20';
      for (let i = 0; i < 60; i++) {
        await verify('7c1a4a5e-1b7e-4c43-9a7e-3f1f0c1d2e3f', '000000', ip);
      }
      expectTooMany(await verify('7c1a4a5e-1b7e-4c43-9a7e-3f1f0c1d2e3f', '000000', ip));
    });

    it('limits resends per contact', async () => {
      const person = newPerson();
      const resendAll: number[] = [];
      for (let round = 0; round < 2; round++) {
        const res = await post('/auth/user/register', {
          fullName: 'Rohit Bose',
          countryCode: '+91',
          ...person,
        });
        const { otpRequestId } = res.json() as { otpRequestId: string };
        for (let i = 0; i < 3; i++)
          resendAll.push((await post('/auth/otp/resend', { otpRequestId })).statusCode);
      }
      expect(resendAll.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(resendAll[5]).toBe(429);
    });
  });
});
