import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STATUS_MESSAGES } from '@meridian/domain/error-catalogue';
import { createTestApp, type TestApp } from './helper.ts';
import { OTP_SENDS_PER_IP_PER_HOUR } from '#api/platform/rate-limit/public-write-limits.ts';
import { enquiry, newPerson } from './lead-fixtures.ts';

/**
 * Anonymous writes that need no limit, each with why. Anything else that takes a write without a
 * bearer token must run a rate limit (issue 19): this list is the whole of the exceptions.
 */
const UNLIMITED_PUBLIC_WRITES: readonly { match: RegExp; why: string }[] = [
  { match: /^POST \/calculator\//, why: 'computes an answer from its body and stores nothing' },
  { match: /^POST \/payment\/webhook$/, why: 'the gateway sends it, signed; a limit could drop a payment' },
  {
    match: /^(POST|PUT|PATCH|DELETE) \/dev\//,
    why: 'developer views, only with DEV_ROUTES (never production)',
  },
];

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** The tests below post 20 to 60 enquiries one after another: room for a loaded machine. */
const MANY_REQUESTS_MS = 120_000;
const TOO_MANY = { status: false, errorCode: 'TOO_MANY_REQUESTS', message: STATUS_MESSAGES[429] };

describe('abuse limits on anonymous writes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** An enquiry from a visitor whose address the web proxy (on loopback) passes on. */
  const enquireFrom = (visitor: string, payload: object = enquiry()) =>
    t.app.inject({ method: 'POST', url: '/lead', payload, headers: { 'x-forwarded-for': visitor } });

  it('limits every public write route the API has, save the listed exceptions', () => {
    const unlimited = t.app.routeTable
      .filter((route) => WRITE_METHODS.has(route.method))
      .filter((route) => !route.contracts().some((contract) => contract.bearer))
      .filter((route) => !route.contracts().some((contract) => contract.errors?.includes(429)))
      .map((route) => `${route.method} ${route.url}`)
      .filter((route) => !UNLIMITED_PUBLIC_WRITES.some((exception) => exception.match.test(route)));
    expect(unlimited).toEqual([]);
  });

  it(
    'answers 429 with the catalogue text and Retry-After past the limit of one visitor address',
    async () => {
      for (let i = 0; i < 60; i += 1) expect((await enquireFrom('198.51.100.20')).statusCode).toBe(200);
      const refused = await enquireFrom('198.51.100.20');
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another visitor behind the same proxy is not affected.
      expect((await enquireFrom('198.51.100.21')).statusCode).toBe(200);
    },
    MANY_REQUESTS_MS,
  );

  it(
    'counts a caller that is not a trusted proxy by its own address, whatever it forwards',
    async () => {
      const inject = (i: number) =>
        t.app.inject({
          method: 'POST',
          url: '/lead',
          payload: enquiry(),
          remoteAddress: '203.0.113.50',
          headers: { 'x-forwarded-for': `192.0.2.${i}` },
        });
      for (let i = 0; i < 60; i += 1) expect((await inject(i)).statusCode).toBe(200);
      expect((await inject(99)).statusCode).toBe(429);
    },
    MANY_REQUESTS_MS,
  );

  it(
    'limits the enquiries naming one mobile number, from however many addresses',
    async () => {
      const person = newPerson();
      for (let i = 0; i < 20; i += 1) {
        expect((await enquireFrom(`203.0.113.${i}`, enquiry({ mobile: person.mobile }))).statusCode).toBe(
          200,
        );
      }
      const refused = await enquireFrom('203.0.113.200', enquiry({ mobile: person.mobile }));
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual(TOO_MANY);
    },
    MANY_REQUESTS_MS,
  );

  it(
    'lets one address have OTP SMS sent to at most 20 numbers an hour, whichever form asks',
    async () => {
      const visitor = '198.51.100.30';
      for (let i = 0; i < OTP_SENDS_PER_IP_PER_HOUR; i += 1) {
        expect((await enquireFrom(visitor, enquiry({ sendOtp: true }))).statusCode).toBe(200);
      }
      expect((await enquireFrom(visitor, enquiry({ sendOtp: true }))).statusCode).toBe(429);
      const register = await t.app.inject({
        method: 'POST',
        url: '/auth/user/register',
        headers: { 'x-forwarded-for': visitor },
        payload: {
          fullName: 'Rohan Mehta',
          email: 'rohan.otp@example.in',
          mobile: newPerson().mobile,
          countryCode: '+91',
        },
      });
      expect(register.statusCode).toBe(429);
      // A login sends its code to any number typed, so it is counted too.
      const login = await t.app.inject({
        method: 'POST',
        url: '/auth/login',
        headers: { 'x-forwarded-for': visitor },
        payload: { countryCode: '+91', mobile: newPerson().mobile },
      });
      expect(login.statusCode).toBe(429);
      // So does a registration completing an email's login code, which sends an SMS to the mobile typed.
      const registration = await t.app.inject({
        method: 'POST',
        url: '/auth/otp/verify',
        headers: { 'x-forwarded-for': visitor },
        payload: {
          otpRequestId: '7c1a4a5e-1b7e-4c43-9a7e-3f1f0c1d2e3f',
          otp: '123456',
          registration: {
            fullName: 'Rohan Mehta',
            countryCode: '+91',
            ...newPerson(),
          },
        },
      });
      expect(registration.statusCode).toBe(429);
      // An enquiry that sends no OTP is still taken from that address.
      expect((await enquireFrom(visitor)).statusCode).toBe(200);
    },
    MANY_REQUESTS_MS,
  );

  it(
    'caps each kind of anonymous write site-wide, from however many addresses and people',
    async () => {
      const capped = await createTestApp({ seed: false, env: { PUBLIC_WRITES_PER_MINUTE: '3' } });
      try {
        const contact = (i: number) =>
          capped.app.inject({
            method: 'POST',
            url: '/cms/contact',
            headers: { 'x-forwarded-for': `198.51.100.${i}` },
            payload: {
              name: 'Rohan Mehta',
              email: `rohan${i}@example.in`,
              countryCode: '+91',
              mobile: `98765${String(i).padStart(5, '0')}`,
              topic: 'admissions',
              message: 'Which intakes does TU Munich have for the MSc Informatics?',
              contactConsent: true,
            },
          });
        const answers = [];
        for (let i = 0; i < 4; i += 1) answers.push((await contact(i)).statusCode);
        expect(answers).toEqual([201, 201, 201, 429]);
      } finally {
        await capped.close();
      }
    },
    MANY_REQUESTS_MS,
  );
});
