import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { createTestApp, type TestApp } from './helper.ts';
import { enquiry, postEnquiry } from './lead-fixtures.ts';
import { smtpProvider } from '../src/platform/notifier/smtp-provider.ts';
import { calendarFile } from '../src/platform/calendar/calendar-file.ts';
import { calendarAttachment } from '../src/platform/calendar/calendar-delivery.ts';

const UNREACHABLE = 'We are not able to reach our servers. Please check your internet connection.';

interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

/** A real SMTP server on a free local port that keeps what it receives. */
async function startSmtp(): Promise<{ port: number; mails: ReceivedMail[]; close(): Promise<void> }> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, mails, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

interface GatewayCall {
  authorization: string | undefined;
  body: { to: string; senderId: string; templateId: string; message: string };
}

/** An HTTP SMS gateway that answers with the given status and records every call. */
async function startSmsGateway(): Promise<{
  url: string;
  calls: GatewayCall[];
  answer: { status: number };
  server: Server;
}> {
  const calls: GatewayCall[] = [];
  const answer = { status: 202 };
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    req.on('end', () => {
      calls.push({ authorization: req.headers.authorization, body: JSON.parse(raw) as GatewayCall['body'] });
      res.writeHead(answer.status, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/v1/sms`, calls, answer, server };
}

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
        EMAIL_PROVIDER: 'smtp',
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        MAIL_FROM: 'hello@meridian.study',
        SMS_PROVIDER: 'http-sms',
        SMS_GATEWAY_URL: gateway.url,
        SMS_GATEWAY_TOKEN: 'gateway-test-token',
        SMS_SENDER_ID: 'MRDIAN',
        SMS_DLT_TEMPLATE_ID: '1107161234567890123',
        NOTIFY_MAX_ATTEMPTS: '3',
        NOTIFY_RETRY_BASE_MS: '10',
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
    await new Promise((resolve) => gateway.server.close(resolve));
  });

  it('sends the confirmation email through SMTP, with an unsubscribe link', async () => {
    const payload = enquiry({ name: 'Kavya Nair' });
    const res = await postEnquiry(t.app, payload);
    expect(res.statusCode).toBe(200);
    const mail = smtp.mails.find((m) => m.to.includes(payload.email as string));
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
    const call = gateway.calls.at(-1)!;
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

  it('retries a failing gateway with backoff, then tells the user it could not reach the servers', async () => {
    gateway.answer.status = 503;
    const before = gateway.calls.length;
    const payload = enquiry({ sendOtp: true });
    const res = await postEnquiry(t.app, payload);
    expect(gateway.calls.length - before).toBe(3);
    expect(res.statusCode).toBe(502);
    expect(res.json()).toEqual({ status: false, errorCode: 'DELIVERY_FAILED', message: UNREACHABLE });

    // The lead was kept: trying again once the gateway is back updates the same lead.
    gateway.answer.status = 202;
    const retry = await postEnquiry(t.app, payload);
    expect(retry.statusCode).toBe(200);
    const lead = await t.app.inject({
      method: 'GET',
      url: `/dev/leads/${(retry.json() as { leadId: string }).leadId}`,
    });
    expect((lead.json() as { enquiryCount: number }).enquiryCount).toBe(2);
  });

  it('does not retry a request the gateway refuses as malformed', async () => {
    gateway.answer.status = 400;
    const before = gateway.calls.length;
    const res = await postEnquiry(t.app, enquiry({ sendOtp: true }));
    expect(gateway.calls.length - before).toBe(1);
    expect(res.statusCode).toBe(502);
    gateway.answer.status = 202;
  });
});
