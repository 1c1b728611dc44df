import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { ERROR_CODES } from '@meridian/domain/error-catalogue';
import { createTestApp, queryRows, type TestApp } from './helper.ts';
import { startSmsGateway, startSmtp, standInEnv } from './message-stand-ins.ts';
import { enquiry, outboxFor, postEnquiry } from './lead-fixtures.ts';
import { smtpProvider } from '#api/platform/notifier/smtp-provider.ts';
import { calendarFile } from '#api/platform/calendar/calendar-file.ts';
import { calendarAttachment } from '#api/platform/calendar/calendar-delivery.ts';

describe('notifier providers', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await startSmtp();
    gateway = await startSmsGateway();
    t = await createTestApp({
      seed: false,
      env: {
        ...standInEnv(smtp.port, gateway.url),
        NOTIFY_MAX_ATTEMPTS: '3',
        NOTIFY_RETRY_BASE_MS: '10',
        // The worker polls at most once a minute here (each pass puts the next poll a minute off):
        // an OTP is tried by its own request, as the tests count, not by a poll that happened to
        // claim it first. What is queued still goes when kicked (after a commit, or by reading the
        // developer outbox).
        NOTIFY_POLL_MS: '60000',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await gateway.close();
  });

  it('sends the confirmation email through SMTP, with an unsubscribe link', async () => {
    const payload = enquiry({ name: 'Kavya Nair' });
    const res = await postEnquiry(t.app, payload);
    expect(res.statusCode).toBe(200);
    // The confirmation is queued with the lead and sent by the worker right after.
    const mail = await vi.waitFor(() => {
      const sent = smtp.mails.find((m) => m.to.includes(payload.email as string));
      expect(sent).toBeDefined();
      return sent;
    });
    expect(mail?.from).toBe('hello@meridian.study');
    expect(mail?.raw).toContain('Subject: Meridian: we have your study-abroad enquiry');
    expect(mail?.raw).toContain('Hello,');
    // The name was typed by whoever filled the form, so it is not put in front of the address's owner.
    expect(mail?.raw).not.toContain('Kavya');
    expect(mail?.raw).toMatch(/study-abroad\/preferences\?token=3D|study-abroad\/preferences\?token=/);
  });

  it('attaches a calendar file to an email as text/calendar', async () => {
    const provider = smtpProvider({
      url: `smtp://127.0.0.1:${smtp.port}`,
      from: 'hello@meridian.study',
      fromName: 'Meridian',
    });
    const ics = calendarFile(
      {
        uid: 'attachment-test@meridian.study',
        title: 'University fair, Indore',
        description: 'Meet the universities.',
        start: new Date('2026-12-12T04:30:00Z'),
        durationMinutes: 390,
        location: 'Indore',
        organizer: { name: 'Meridian', email: 'hello@meridian.study' },
      },
      'meridian',
    );
    await provider.send({
      id: 1,
      createdAt: new Date(),
      channel: 'email',
      purpose: 'update',
      to: 'calendar.test@example.in',
      subject: 'Your place at the fair',
      body: 'See you there.',
      attachments: [calendarAttachment({ fileName: 'university-fair-indore.ics', ics })],
    });
    const mail = smtp.mails.find((m) => m.to.includes('calendar.test@example.in'));
    expect(mail?.raw).toMatch(
      /Content-Type: text\/calendar; charset=utf-8; name=university-fair-indore\.ics/,
    );
    expect(mail?.raw).toContain('Content-Disposition: attachment; filename=university-fair-indore.ics');
  });

  it('sends the OTP through the SMS gateway with sender id and DLT template id', async () => {
    gateway.answer.status = 202;
    const payload = enquiry({ sendOtp: true });
    const res = await postEnquiry(t.app, payload);
    expect(res.statusCode).toBe(200);
    const to = `+91${payload.mobile}`;
    const call = await vi.waitFor(() => {
      const sent = gateway.calls.find((c) => c.body.to === to);
      expect(sent).toBeDefined();
      return sent!;
    });
    expect(call.authorization).toBe('Bearer gateway-test-token');
    expect(call.body).toMatchObject({
      to: `+91${payload.mobile}`,
      senderId: 'MRDIAN',
      templateId: '1107161234567890123',
    });
    const code = call.body.message.match(/^(\d{6}) is your Meridian verification code/)?.[1];
    expect(code).toBeDefined();
    const { otpRequestId } = res.json() as { otpRequestId: string };
    const verified = await t.app.inject({
      method: 'POST',
      url: '/lead/otp/verify',
      payload: { otpRequestId, otp: code },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('answers an OTP enquiry at once while the gateway fails, and delivers the OTP once it recovers', async () => {
    gateway.answer.status = 503;
    const before = gateway.calls.length;
    const payload = enquiry({ sendOtp: true });
    const res = await postEnquiry(t.app, payload);
    // One attempt while the person waits; the OTP is queued, so the answer is the usual success.
    expect(res.statusCode, res.body).toBe(200);
    expect(gateway.calls.length - before).toBe(1);

    gateway.answer.status = 202;
    const to = `+91${payload.mobile}`;
    const delivered = await vi.waitFor(async () => {
      // Reading the developer outbox kicks the worker, which retries once the wait is over.
      await outboxFor(t.app, to);
      const ok = gateway.calls.filter((call) => call.body.to === to && call.status === 202);
      expect(ok).toHaveLength(1);
      return ok[0]!;
    });
    const code = delivered.body.message.match(/^(\d{6}) is your/)?.[1];
    const { otpRequestId } = res.json() as { otpRequestId: string };
    const verified = await t.app.inject({
      method: 'POST',
      url: '/lead/otp/verify',
      payload: { otpRequestId, otp: code },
    });
    expect(verified.statusCode).toBe(200);
    const [row] = await queryRows<{ status: string; attempts: number }>(
      t.database,
      sql`select status, attempts from outbox_messages where "to" = ${to} and purpose = 'otp'`,
    );
    expect(row).toMatchObject({ status: 'sent' });
    expect(row!.attempts).toBeGreaterThanOrEqual(2);
  });

  it('tells the person when the gateway refuses the OTP as malformed, without retrying', async () => {
    gateway.answer.status = 400;
    const before = gateway.calls.length;
    const res = await postEnquiry(t.app, enquiry({ sendOtp: true }));
    expect(gateway.calls.length - before).toBe(1);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({
      status: false,
      errorCode: 'DELIVERY_FAILED',
      message: ERROR_CODES.DELIVERY_FAILED.message,
    });
    gateway.answer.status = 202;
  });
});
