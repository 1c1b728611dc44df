import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES, STATUS_MESSAGES } from '@meridian/domain/error-catalogue';
import { contactPreferences } from '#api/db/schema/notifier.ts';
import { loadApiConfig } from '#api/env.ts';
import { createNotifier } from '#api/platform/notifier/create-notifier.ts';
import { REQUESTED_EMAILS_PER_RECIPIENT_PER_DAY } from '#api/platform/notifier/delivery-limits.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { enquiry, newPerson, outboxFor, postEnquiry } from './lead-fixtures.ts';

describe('delivery limits: SMS countries and budget, requested emails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  it('sends no OTP SMS to a country the site does not serve, naming the mobile field', async () => {
    const res = await postEnquiry(
      t.app,
      enquiry({
        countryCode: '+44',
        mobile: '7911 123456',
        email: 'oliver.brown@example.co.uk',
        sendOtp: true,
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      status: false,
      errorCode: 'SMS_COUNTRY_NOT_SERVED',
      message: `${ERROR_CODES.SMS_COUNTRY_NOT_SERVED.message} (mobile: we send the OTP only to numbers starting +91, +84, +966 or +7)`,
      field: 'mobile',
      detail: 'we send the OTP only to numbers starting +91, +84, +966 or +7',
    });
    expect(await outboxFor(t.app, '+447911123456')).toEqual([]);
    // Saudi Arabia is served.
    const sa = await postEnquiry(
      t.app,
      enquiry({ countryCode: '+966', mobile: '50 123 4567', email: 'faisal@example.sa', sendOtp: true }),
    );
    expect(sa.statusCode, sa.body).toBe(200);
    expect(await outboxFor(t.app, '+966501234567')).toHaveLength(1);
  });

  it('serves +7 for Russia and Kazakhstan only: no OTP to Abkhazia’s +7 940 premium range', async () => {
    const otpTo = (mobile: string) =>
      postEnquiry(t.app, enquiry({ countryCode: '+7', mobile, sendOtp: true }));
    const abkhazia = await otpTo('940 123 45 67');
    expect(abkhazia.statusCode).toBe(400);
    expect(abkhazia.json()).toMatchObject({ errorCode: 'SMS_COUNTRY_NOT_SERVED', field: 'mobile' });
    expect(await outboxFor(t.app, '+79401234567')).toEqual([]);
    for (const [mobile, e164] of [
      ['912 345 67 89', '+79123456789'],
      ['701 234 5678', '+77012345678'],
    ] as const) {
      expect((await otpTo(mobile)).statusCode, mobile).toBe(200);
      expect(await outboxFor(t.app, e164)).toHaveLength(1);
    }
  });

  it('stops all SMS once the hourly budget is spent, answering 429 and logging an alert', async () => {
    const alerts: unknown[] = [];
    const log: FastifyBaseLogger = Object.assign(Object.create(t.app.log) as FastifyBaseLogger, {
      error: (entry: unknown) => alerts.push(entry),
    });
    const notifier = createNotifier({
      config: loadApiConfig({
        APP_ENV: 'development',
        JWT_SECRET: 'a'.repeat(64),
        LOG_LEVEL: 'silent',
        SMS_HOURLY_BUDGET: '2',
      }),
      db: t.database.db,
      log,
      clock: () => new Date('2026-04-01T10:15:00Z'),
    });
    const sms = (mobile: string) =>
      notifier.enqueue(t.database.db, {
        channel: 'sms',
        purpose: 'otp',
        to: `+91${mobile}`,
        body: '123456 is your code.',
      });
    const people = [newPerson(), newPerson(), newPerson()];
    await sms(people[0]!.mobile);
    await sms(people[1]!.mobile);
    await expect(sms(people[2]!.mobile)).rejects.toMatchObject({
      code: 'SMS_BUDGET_EXHAUSTED',
      statusCode: 429,
    });
    expect(await outboxFor(t.app, `+91${people[2]!.mobile}`)).toEqual([]);
    await notifier.stop();
    expect(alerts).toEqual([expect.objectContaining({ alert: 'sms-budget-exhausted', budget: 2 })]);
    expect(ERROR_CODES.SMS_BUDGET_EXHAUSTED.message).toBe(STATUS_MESSAGES[429]);
  });

  const requestBrochure = (email: string, name = 'Aarav Sharma', i = 0) =>
    t.app.inject({
      method: 'POST',
      url: '/pathway/brochure/university/slug/university-of-toronto',
      headers: { 'x-forwarded-for': `198.51.100.${i}` },
      payload: { name, email, countryCode: '+91', mobile: newPerson().mobile, contactConsent: true },
    });

  it(`emails one address at most ${REQUESTED_EMAILS_PER_RECIPIENT_PER_DAY} requested files a day, then answers 429`, async () => {
    const email = 'many.brochures@example.in';
    for (let i = 0; i < REQUESTED_EMAILS_PER_RECIPIENT_PER_DAY; i += 1) {
      expect((await requestBrochure(email, 'Aarav Sharma', i)).statusCode).toBe(200);
    }
    const refused = await requestBrochure(email, 'Aarav Sharma', 99);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ errorCode: 'TOO_MANY_REQUESTS', message: STATUS_MESSAGES[429] });
    expect(await outboxFor(t.app, email)).toHaveLength(REQUESTED_EMAILS_PER_RECIPIENT_PER_DAY);
  });

  it('sends no requested file to an address that stopped email, and greets no one by a typed name', async () => {
    const stopped = 'stopped.email@example.in';
    await t.database.db.insert(contactPreferences).values({ contact: stopped, stopEmail: true });
    expect((await requestBrochure(stopped)).statusCode).toBe(200);
    expect(await outboxFor(t.app, stopped)).toEqual([]);

    const email = 'greeting@example.in';
    expect((await requestBrochure(email, 'Your account is suspended call now')).statusCode).toBe(200);
    const [mail] = await outboxFor(t.app, email);
    expect(mail!.body.startsWith('Hello,\n')).toBe(true);
    expect(mail!.body).not.toContain('suspended');
  });
});
