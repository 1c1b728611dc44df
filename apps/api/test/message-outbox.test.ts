import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { AppointmentSlots } from '@meridian/domain/lead/appointments';
import type { MessageListPage, MessageSummary } from '@meridian/domain/notifier/messages';
import { createNotifier } from '#api/platform/notifier/create-notifier.ts';
import { createTestApp, queryRows, type TestApp } from './helper.ts';
import { expectGuarded } from './guard-checks.ts';
import { enquiry, newPerson, outboxFor, postEnquiry } from './lead-fixtures.ts';
import { createUser, demoUser, type TestUser } from './profile-fixtures.ts';
import { startSmsGateway, startSmtp, standInEnv } from './message-stand-ins.ts';

type OutboxRow = { status: string; attempts: number; purpose: string };

const outboxRowsTo = (t: TestApp, to: string) =>
  queryRows<OutboxRow>(
    t.database,
    sql`select status, attempts, purpose from outbox_messages where "to" = ${to} order by id`,
  );

describe('the outbox: a message commits with the change that causes it', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const contactUs = (email: string) =>
    t.app.inject({
      method: 'POST',
      url: '/cms/contact',
      payload: {
        name: 'Asha Rao',
        email,
        countryCode: '+91',
        mobile: newPerson().mobile,
        contactConsent: true,
        topic: 'visa',
        message: 'Help with my UK visa file please.',
      },
    });

  it('leaves no message when the transaction that queued it fails, and one when it commits', async () => {
    const { email } = newPerson();
    // The contact form's own row is written after the lead and its confirmation are queued; failing
    // it fails the whole transaction.
    await t.database.db.execute(sql`
      create function refuse_contact_message() returns trigger language plpgsql as
      $$ begin raise exception 'contact messages are refused for this test'; end $$`);
    await t.database.db.execute(sql`
      create trigger refuse_contact_message before insert on contact_messages
      for each row execute function refuse_contact_message()`);
    const failed = await contactUs(email);
    expect(failed.statusCode).toBe(500);
    expect(await outboxRowsTo(t, email)).toEqual([]);

    await t.database.db.execute(sql`drop trigger refuse_contact_message on contact_messages`);
    const saved = await contactUs(email);
    expect(saved.statusCode).toBe(201);
    const [confirmation, ...others] = await outboxFor(t.app, email);
    expect(others).toEqual([]);
    expect(confirmation?.subject).toBe('Meridian: we have your study-abroad enquiry');
    expect(await outboxRowsTo(t, email)).toEqual([{ status: 'sent', attempts: 1, purpose: 'update' }]);
  });
});

describe('the outbox worker', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let t: TestApp;
  let admin: TestUser;
  let counsellor: TestUser;
  let learner: TestUser;
  const BASE_MS = 100;

  beforeAll(async () => {
    smtp = await startSmtp();
    gateway = await startSmsGateway();
    t = await createTestApp({
      env: {
        ...standInEnv(smtp.port, gateway.url),
        NOTIFY_MAX_ATTEMPTS: '10',
        NOTIFY_RETRY_BASE_MS: String(BASE_MS),
        NOTIFY_POLL_MS: '20',
      },
    });
    admin = await demoUser(t, '+919000000401');
    counsellor = await demoUser(t, '+919000000201');
    learner = await createUser(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await gateway.close();
  });

  const mailsTo = (email: string) => smtp.mails.filter((mail) => mail.to.includes(email));

  it('retries a failing mail server with growing waits and delivers the message once', async () => {
    smtp.failing.value = true;
    const refusedBefore = smtp.refusals.length;
    const payload = enquiry();
    const email = payload.email as string;
    expect((await postEnquiry(t.app, payload)).statusCode).toBe(200);
    await vi.waitFor(() => expect(smtp.refusals.length - refusedBefore).toBeGreaterThanOrEqual(4), {
      timeout: 10_000,
    });
    smtp.failing.value = false;
    await vi.waitFor(() => expect(mailsTo(email)).toHaveLength(1), { timeout: 10_000 });

    // Each wait is at least half its nominal delay (base, 2×base, 4×base: jitter takes up to half).
    const times = smtp.refusals.slice(refusedBefore).map((refusal) => refusal.at);
    const gaps = times.slice(1).map((at, i) => at - times[i]!);
    gaps.slice(0, 3).forEach((gap, i) => expect(gap).toBeGreaterThanOrEqual((BASE_MS * 2 ** i) / 2 - 5));
    expect(gaps[2]!).toBeGreaterThan(gaps[0]!);

    // Another pass of the worker finds nothing more to send for it.
    await outboxFor(t.app, email);
    expect(mailsTo(email)).toHaveLength(1);
    const [row] = await outboxRowsTo(t, email);
    expect(row?.status).toBe('sent');
    expect(row!.attempts).toBe(gaps.length + 2);
  });

  it('logs each failed attempt, gives up after the last, and staff see it and resend it', async () => {
    const warnings: Record<string, unknown>[] = [];
    const errors: Record<string, unknown>[] = [];
    const log: FastifyBaseLogger = Object.assign(Object.create(t.app.log) as FastifyBaseLogger, {
      warn: (entry: Record<string, unknown>) => warnings.push(entry),
      error: (entry: Record<string, unknown>) => errors.push(entry),
    });
    // A notifier of its own, to hear its logs: a day ahead, so what it queues is not yet due for the
    // app's worker and only this one tries it.
    const notifier = createNotifier({
      config: { ...t.config, NOTIFY_MAX_ATTEMPTS: 2, NOTIFY_RETRY_BASE_MS: 1 },
      db: t.database.db,
      log,
      clock: () => new Date(Date.now() + 24 * 60 * 60_000),
    });
    const to = 'buddy.fails@example.in';
    smtp.failing.value = true;
    const id = await notifier.enqueue(t.database.db, {
      channel: 'email',
      purpose: 'update',
      to,
      subject: 'Your buddy wrote',
      body: 'Hello.',
    });
    await notifier.sendNow(id!);
    await vi.waitFor(async () => {
      await notifier.deliverDue();
      expect(errors).toHaveLength(1);
    });
    await notifier.stop();
    expect(warnings.map(({ channel, attempt, willRetry }) => ({ channel, attempt, willRetry }))).toEqual([
      { channel: 'email', attempt: 1, willRetry: true },
      { channel: 'email', attempt: 2, willRetry: false },
    ]);
    expect(errors[0]).toMatchObject({ messageId: id, channel: 'email', attempts: 2 });

    const list = (query: Record<string, string>, user = admin) =>
      t.app.inject({
        method: 'GET',
        url: '/lead/admin/messages',
        query,
        headers: { authorization: user.authorization },
      });
    const failed = (await list({ status: 'failed', channel: 'email', to: 'Buddy.Fails@example.in' })).json();
    expect(failed).toMatchObject({ total: 1, page: 1, size: 20 });
    expect((failed as MessageListPage).items[0]).toMatchObject({
      id,
      to,
      status: 'failed',
      attempts: 2,
      lastError: 'smtp: smtp send failed (421)',
      subject: 'Your buddy wrote',
    });
    expect((failed as MessageListPage).items[0]).not.toHaveProperty('body');

    smtp.failing.value = false;
    const resent = await t.app.inject({
      method: 'POST',
      url: `/lead/admin/messages/${id}/resend`,
      headers: { authorization: admin.authorization },
    });
    expect(resent.statusCode).toBe(200);
    const copy = resent.json() as MessageSummary;
    expect(copy).toMatchObject({ to, status: 'queued', attempts: 0 });
    expect(copy.id).not.toBe(id);
    await vi.waitFor(() => expect(mailsTo(to)).toHaveLength(1));
    const all = (await list({ to })).json() as MessageListPage;
    // The original stays as the record of the failure; the copy went.
    expect(all.items.map(({ id: messageId, status }) => ({ messageId, status }))).toEqual(
      expect.arrayContaining([
        { messageId: copy.id, status: 'sent' },
        { messageId: id, status: 'failed' },
      ]),
    );
    expect(all.total).toBe(2);

    const unknown = await t.app.inject({
      method: 'POST',
      url: '/lead/admin/messages/999999999/resend',
      headers: { authorization: admin.authorization },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('keeps the codes of a login, an email check and a booking through an outage, and the booking’s confirmation', async () => {
    const [slot] = AppointmentSlots.parse(
      (await t.app.inject({ method: 'GET', url: '/lead/appointments/slots' })).json(),
    ).slots;
    const login = newPerson();
    const booking = { slotId: slot!.id, name: 'Rohan Kulkarni', countryCode: '+91', ...newPerson() };
    const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'POST', url, payload, headers, remoteAddress: '192.0.2.77' });
    const deliveredSms = (to: string) =>
      gateway.calls.filter((call) => call.body.to === to && call.status === 202).length;

    smtp.failing.value = true;
    gateway.answer.status = 503;
    const answers = [
      await post('/auth/login', { countryCode: '+91', mobile: login.mobile }),
      await post('/auth/email/verify', {}, { authorization: learner.authorization }),
      await post('/lead/appointments', { ...booking, contactConsent: true }),
    ];
    for (const res of answers) expect(res.statusCode, res.body).toBe(200);
    expect(gateway.calls.filter((call) => call.status === 503).length).toBeGreaterThanOrEqual(2);
    smtp.failing.value = false;
    gateway.answer.status = 202;

    await vi.waitFor(
      () => {
        expect(deliveredSms(`+91${login.mobile}`)).toBe(1);
        expect(deliveredSms(`+91${booking.mobile}`)).toBe(1);
        expect(mailsTo(learner.email)).toHaveLength(1);
      },
      { timeout: 10_000 },
    );
    const verified = await post('/lead/appointments/verify', {
      otpRequestId: answers[2]!.json().otpRequestId,
      otp: gateway.calls
        .find((call) => call.body.to === `+91${booking.mobile}` && call.status === 202)!
        .body.message.slice(0, 6),
    });
    expect(verified.statusCode, verified.body).toBe(201);
    await vi.waitFor(() => expect(mailsTo(booking.email)).toHaveLength(1));
    expect(mailsTo(booking.email)[0]!.raw).toContain('your appointment is booked');
  });

  it('lets only admins list or resend messages', async () => {
    await expectGuarded(
      t,
      [
        { method: 'GET', url: '/lead/admin/messages' },
        { method: 'POST', url: '/lead/admin/messages/1/resend' },
      ],
      [learner, counsellor],
    );
  });
});
