// Fault test (issue 28): the SMTP and SMS stand-ins fail for a while and recover; every message
// queued meanwhile is delivered exactly once, none twice, by two API instances' workers sharing one
// database, and the enquiry answers stay as fast as without the outage. The outage is a
// minute; here it lasts OUTBOX_FAULT_OUTAGE_MS (3 s unless set; `OUTBOX_FAULT_OUTAGE_MS=60000`
// reproduces the minute), the retry settings scaled with it, the behaviour the same.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { outboxMessages } from '#api/db/schema/notifier.ts';
import { buildApp } from '#api/server.ts';
import { createTestApp, type TestApp } from './helper.ts';
import { enquiry, postEnquiry } from './lead-fixtures.ts';
import { startSmsGateway, startSmtp, standInEnv } from './message-stand-ins.ts';

const OUTAGE_MS = Number(process.env.OUTBOX_FAULT_OUTAGE_MS ?? 3000);
/** Enquiries timed before the outage, for the normal answer time. */
const NORMAL_ENQUIRIES = 30;
/** The median answer during the outage may be this many times the normal one (generous: a shared CI machine). */
const SLOWDOWN_ALLOWED = 4;

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

describe('messages through an SMTP and SMS outage', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let gateway: Awaited<ReturnType<typeof startSmsGateway>>;
  let t: TestApp;
  let second: FastifyInstance;

  beforeAll(async () => {
    smtp = await startSmtp();
    gateway = await startSmsGateway();
    t = await createTestApp({
      seed: false,
      env: {
        ...standInEnv(smtp.port, gateway.url),
        // Backoff doubling from a twentieth of the outage outlasts it well within the attempts.
        NOTIFY_RETRY_BASE_MS: String(Math.max(10, Math.round(OUTAGE_MS / 20))),
        NOTIFY_MAX_ATTEMPTS: '20',
        NOTIFY_POLL_MS: '50',
        SMS_HOURLY_BUDGET: '100000',
      },
    });
    // A second API process on the same database: its worker claims from the same outbox.
    second = await buildApp({ config: t.config, database: t.database, logger: false });
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
    await smtp.close();
    await gateway.close();
  });

  /** One enquiry to either instance, timed; every other one asks for an OTP (an SMS), the rest get an email. */
  let sentCount = 0;
  const emails: string[] = [];
  const mobiles: string[] = [];
  async function timedEnquiry(): Promise<number> {
    sentCount += 1;
    const payload = enquiry({ sendOtp: sentCount % 2 === 0 });
    const started = performance.now();
    const res = await postEnquiry(sentCount % 3 === 0 ? second : t.app, payload);
    const took = performance.now() - started;
    expect(res.statusCode, res.body).toBe(200);
    if (payload.sendOtp) mobiles.push(`+91${payload.mobile}`);
    else emails.push(payload.email as string);
    return took;
  }

  const deliveredSms = (to: string) =>
    gateway.calls.filter((call) => call.body.to === to && call.status === 202).length;
  const deliveredMail = (to: string) => smtp.mails.filter((mail) => mail.to.includes(to)).length;

  it('delivers every message queued during the outage exactly once, and answers as fast', async () => {
    // Warm-up (the first requests compile the routes and fill caches), then the normal answer times.
    for (let i = 0; i < 10; i++) await timedEnquiry();
    const normal: number[] = [];
    for (let i = 0; i < NORMAL_ENQUIRIES; i++) normal.push(await timedEnquiry());

    smtp.failing.value = true;
    gateway.answer.status = 503;
    const outageStarted = Date.now();
    const duringOutage: number[] = [];
    const sentBefore = { emails: emails.length, mobiles: mobiles.length };
    while (Date.now() - outageStarted < OUTAGE_MS) duringOutage.push(await timedEnquiry());
    const queuedInOutage = [...emails.slice(sentBefore.emails), ...mobiles.slice(sentBefore.mobiles)];
    // The providers really were down for those, and retried.
    expect(smtp.refusals.length).toBeGreaterThan(0);
    expect(gateway.calls.some((call) => call.status === 503)).toBe(true);
    smtp.failing.value = false;
    gateway.answer.status = 202;

    await vi.waitFor(
      () => {
        for (const email of emails) expect(deliveredMail(email), email).toBeGreaterThanOrEqual(1);
        for (const mobile of mobiles) expect(deliveredSms(mobile), mobile).toBeGreaterThanOrEqual(1);
      },
      { timeout: 4 * OUTAGE_MS + 10_000, interval: 100 },
    );
    // Both workers look once more; nothing goes a second time.
    await Promise.all([
      t.app.inject({ method: 'GET', url: '/dev/outbox', query: { to: emails[0]! } }),
      second.inject({ method: 'GET', url: '/dev/outbox', query: { to: emails[0]! } }),
    ]);
    for (const email of emails) expect(deliveredMail(email), email).toBe(1);
    for (const mobile of mobiles) expect(deliveredSms(mobile), mobile).toBe(1);
    const rows = await t.database.db
      .select({ status: outboxMessages.status })
      .from(outboxMessages)
      .where(inArray(outboxMessages.to, queuedInOutage));
    expect(rows.length).toBe(queuedInOutage.length);
    expect(rows.every((row) => row.status === 'sent')).toBe(true);

    const ratio = median(duringOutage) / median(normal);
    console.info(
      `outbox fault: ${queuedInOutage.length} messages queued in a ${OUTAGE_MS} ms outage; median answer ` +
        `${median(normal).toFixed(1)} ms normal, ${median(duringOutage).toFixed(1)} ms during (×${ratio.toFixed(2)})`,
    );
    expect(duringOutage.length).toBeGreaterThanOrEqual(10);
    expect(ratio).toBeLessThan(SLOWDOWN_ALLOWED);
  });
});
