import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createNotifier } from '#api/platform/notifier/create-notifier.ts';
import {
  createOtpRequest,
  OTP_CODE_REMOVED,
  OTP_RULES,
  otpSender,
  removeSpentOtpCodes,
} from '#api/platform/otp/service.ts';
import { createTestApp, queryRows, type TestApp } from './helper.ts';
import { createUser } from './profile-fixtures.ts';
import { enquiry, latestOtp, outboxFor, postEnquiry, verifyEnquiryOtp } from './lead-fixtures.ts';

const PAST_EXPIRY_MS = (OTP_RULES.validForMinutes + 1) * 60_000;

describe('OTP codes leave the stored messages once they are of no more use', () => {
  let t: TestApp;
  // The services' clock runs this far ahead of the real one, so a test can step past an expiry.
  let clockAheadMs = 0;
  const clock = () => new Date(Date.now() + clockAheadMs);

  beforeAll(async () => {
    // The app's worker polls too rarely to deliver the message the last test keeps queued.
    t = await createTestApp({ seed: false, clock, env: { NOTIFY_POLL_MS: '60000' } });
  });
  afterAll(async () => {
    await t.close();
  });

  const storedOtpMessages = (to: string) =>
    queryRows<{ body: string; status: string }>(
      t.database,
      sql`select body, status from outbox_messages where "to" = ${to} and purpose = 'otp' order by id`,
    );

  const sendEnquiryOtp = async () => {
    const payload = enquiry({ sendOtp: true });
    const res = await postEnquiry(t.app, payload);
    expect(res.statusCode).toBe(200);
    const to = `+91${payload.mobile}`;
    return {
      to,
      otpRequestId: (res.json() as { otpRequestId: string }).otpRequestId,
      code: await latestOtp(t.app, to),
    };
  };

  it('removes the code from the delivered message when it is verified, keeping the row', async () => {
    const { to, otpRequestId, code } = await sendEnquiryOtp();
    expect((await storedOtpMessages(to))[0]?.body).toContain(code);

    expect((await verifyEnquiryOtp(t.app, otpRequestId, code)).statusCode).toBe(200);

    const stored = await storedOtpMessages(to);
    expect(stored).toEqual([{ body: OTP_CODE_REMOVED, status: 'sent' }]);
    expect((await outboxFor(t.app, to))[0]?.body).toBe(OTP_CODE_REMOVED);
  });

  it('removes the code of an expired request on the next pass of the job, and only then', async () => {
    const { to, code } = await sendEnquiryOtp();
    const notifier = createNotifier({ config: t.config, db: t.database.db, log: t.app.log, clock });
    const deps = { db: t.database.db, notifier, clock };
    try {
      await removeSpentOtpCodes(deps);
      expect((await storedOtpMessages(to))[0]?.body).toContain(code);

      clockAheadMs = PAST_EXPIRY_MS;
      await removeSpentOtpCodes(deps);
      expect(await storedOtpMessages(to)).toEqual([{ body: OTP_CODE_REMOVED, status: 'sent' }]);
    } finally {
      clockAheadMs = 0;
      await notifier.stop();
    }
  });

  /** Queues a code's message with a notifier of the test's own (the app's worker polls rarely). */
  const queueOtp = (notifier: ReturnType<typeof createNotifier>, to: string) =>
    t.database.db.transaction((tx) =>
      createOtpRequest(tx, {
        sender: otpSender({ notifier, config: t.config }),
        secret: t.config.JWT_SECRET,
        purpose: 'lead',
        channel: 'sms',
        destination: to,
        subjectId: randomUUID(),
        now: clock(),
      }),
    );

  it('sends a failed OTP message again as the same row when an admin resends it, so its code goes too', async () => {
    const notifier = createNotifier({ config: t.config, db: t.database.db, log: t.app.log, clock });
    const admin = await createUser(t, { permissions: ['admin'] });
    const to = '+919876512346';
    try {
      const { messageId } = await queueOtp(notifier, to);
      await t.database.db.execute(sql`update outbox_messages set status = 'failed' where id = ${messageId}`);
      const resent = await t.app.inject({
        method: 'POST',
        url: `/lead/admin/messages/${messageId}/resend`,
        headers: { authorization: admin.authorization },
      });
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json()).toMatchObject({ id: messageId });
      await notifier.deliverDue();
      expect(await storedOtpMessages(to)).toEqual([
        { body: expect.stringMatching(/^\d{6} is your/), status: 'sent' },
      ]);

      clockAheadMs = PAST_EXPIRY_MS;
      await removeSpentOtpCodes({ db: t.database.db, notifier, clock });
      expect(await storedOtpMessages(to)).toEqual([{ body: OTP_CODE_REMOVED, status: 'sent' }]);
    } finally {
      clockAheadMs = 0;
      await notifier.stop();
    }
  });

  it('leaves the code in a message not yet delivered, and removes it once it is', async () => {
    const notifier = createNotifier({ config: t.config, db: t.database.db, log: t.app.log, clock });
    const deps = { db: t.database.db, notifier, clock };
    const to = '+919876512345';
    try {
      await queueOtp(notifier, to);
      clockAheadMs = PAST_EXPIRY_MS;
      expect(await removeSpentOtpCodes(deps)).toBe(0);
      const [queued] = await storedOtpMessages(to);
      expect(queued?.status).toBe('queued');
      expect(queued?.body).toMatch(/^\d{6} is your/);

      await notifier.deliverDue();
      expect(await removeSpentOtpCodes(deps)).toBe(1);
      expect(await storedOtpMessages(to)).toEqual([{ body: OTP_CODE_REMOVED, status: 'sent' }]);
    } finally {
      clockAheadMs = 0;
      await notifier.stop();
    }
  });
});
