import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentBooked, AppointmentSlots } from '@meridian/domain/lead/appointments';
import { AdminAppointment, FreeCounsellorList } from '@meridian/domain/lead/counsellors';
import { createTestApp, queryRows, type TestApp } from './helper.ts';
import { requestAs } from './guard-checks.ts';
import { latestOtp, newPerson, outboxFor } from './lead-fixtures.ts';
import { COUNSELLOR_PERMISSIONS, createUser, type TestUser } from './profile-fixtures.ts';

let visits = 0;
const nextAddress = () => `198.51.100.${(visits += 1)}`;

/** Video calls all week, at the same times as the demo counsellors' days. */
const VIDEO_ALL_WEEK = {
  timeZone: 'Asia/Kolkata',
  weekly: [1, 2, 3, 4, 5, 6].flatMap((weekday) => [
    { weekday, start: '10:00', end: '13:00' },
    { weekday, start: '14:00', end: '17:30' },
  ]),
  daysOff: [],
};

describe('an admin gives a booking of a counsellor who left to another', () => {
  let t: TestApp;
  let admin: TestUser;
  let ravi: TestUser;
  let kiran: TestUser;
  let sana: TestUser;
  let learner: ReturnType<typeof newPerson>;
  let meeraId: string;
  let meeraEmail: string;
  let bookingId: string;

  const slots = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/lead/appointments/slots' });
    return AppointmentSlots.parse(res.json()).slots;
  };
  /** Books a slot as a visitor with a mobile and email of their own, verifying the OTP. */
  const book = async (slotId: number, person = newPerson()) => {
    const payload = { slotId, name: 'Rohan Kulkarni', countryCode: '+91', ...person, contactConsent: true };
    const asked = await t.app.inject({
      method: 'POST',
      url: '/lead/appointments',
      payload,
      remoteAddress: nextAddress(),
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/lead/appointments/verify',
      payload: {
        otpRequestId: asked.json().otpRequestId,
        otp: await latestOtp(t.app, `+91${person.mobile}`),
      },
      remoteAddress: nextAddress(),
    });
    expect(verified.statusCode, verified.body).toBe(201);
    return AppointmentBooked.parse(verified.json()).booking;
  };
  const give = (counsellorUserId: string, user: TestUser = admin) =>
    requestAs(t, user, 'PUT', `/lead/admin/appointments/${bookingId}/counsellor`, { counsellorUserId });

  beforeAll(async () => {
    t = await createTestApp();
    admin = await createUser(t, { fullName: 'Neha Kapoor', permissions: ['admin'] });
    ravi = await createUser(t, { fullName: 'Ravi Menon', permissions: COUNSELLOR_PERMISSIONS });
    kiran = await createUser(t, { fullName: 'Kiran Desai', permissions: COUNSELLOR_PERMISSIONS });
    // Counsels, but has set no hours: free at no time.
    sana = await createUser(t, { fullName: 'Sana Qureshi', permissions: COUNSELLOR_PERMISSIONS });
    for (const counsellor of [ravi, kiran]) {
      const res = await requestAs(
        t,
        admin,
        'PUT',
        `/lead/admin/counsellors/${counsellor.id}/availability`,
        VIDEO_ALL_WEEK,
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const [meera] = await queryRows<{ id: string; email: string }>(
      t.database,
      sql`select id, email from users where full_name = 'Meera Pillai'`,
    );
    meeraId = meera!.id;
    meeraEmail = meera!.email;

    const open = await slots();
    const held = open.find((s) => s.counsellor.name === 'Meera Pillai' && s.mode === 'video')!;
    learner = newPerson();
    bookingId = (await book(held.id, learner)).id;
    // Kiran has another appointment at that very time.
    const kiranThen = open.find((s) => s.counsellor.name === 'Kiran Desai' && s.startsAt === held.startsAt)!;
    await book(kiranThen.id);

    const revoked = await requestAs(t, admin, 'PUT', `/auth/admin/staff/${meeraId}`, { permissions: [] });
    expect(revoked.statusCode, revoked.body).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  it('lists only the counsellors free at that time for the same meeting', async () => {
    const res = await requestAs(t, admin, 'GET', `/lead/admin/appointments/${bookingId}/counsellors`);
    expect(res.statusCode, res.body).toBe(200);
    const names = FreeCounsellorList.parse(res.json()).counsellors.map((c) => c.fullName);
    expect(names).toContain('Ravi Menon');
    expect(names).not.toContain('Kiran Desai');
    expect(names).not.toContain('Sana Qureshi');
    expect(names).not.toContain('Meera Pillai');
  });

  it('refuses, with the field and a sentence, one who does not counsel, is not free then, or is busy then', async () => {
    const learnerAccount = await createUser(t, { fullName: 'Aarav Gupta' });
    const cases: [string, RegExp][] = [
      [learnerAccount.id, /does not counsel/],
      [meeraId, /does not counsel/],
      [sana.id, /Sana Qureshi has no time for a video call at .* in their hours/],
      [kiran.id, /Kiran Desai has another appointment at/],
    ];
    for (const [counsellorUserId, message] of cases) {
      const res = await give(counsellorUserId);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toMatchObject({
        field: 'counsellorUserId',
        message: expect.stringMatching(message),
      });
    }
    const audit = await requestAs(t, admin, 'GET', `/cms/admin/audit?entity=appointment&key=${bookingId}`);
    expect(audit.json().items).toEqual([]);
  });

  it('is the admin’s alone', async () => {
    expect((await give(ravi.id, ravi)).statusCode).toBe(403);
  });

  it('gives it to a free counsellor: audited, and the learner and the counsellor emailed the calendar entry', async () => {
    const meeraMailBefore = (await outboxFor(t.app, meeraEmail)).length;
    const res = await give(ravi.id);
    expect(res.statusCode, res.body).toBe(200);
    expect(AdminAppointment.parse(res.json())).toMatchObject({
      id: bookingId,
      status: 'booked',
      counsellor: { id: ravi.id, fullName: 'Ravi Menon' },
      toReassign: false,
    });

    const [toLearner] = await outboxFor(t.app, learner.email);
    expect(toLearner?.subject).toBe('Meridian: your appointment has a new counsellor');
    expect(toLearner?.body).toContain('Ravi Menon');
    expect(toLearner?.attachments[0]?.contentType).toContain('text/calendar');
    const [toRavi] = await outboxFor(t.app, ravi.email);
    expect(toRavi?.subject).toMatch(/^Meridian: appointment given to you/);
    expect(toRavi?.body).toContain(learner.email);
    expect(toRavi?.attachments[0]?.contentType).toContain('text/calendar');
    // Meera has left: she hears nothing more of the learner.
    expect(await outboxFor(t.app, meeraEmail)).toHaveLength(meeraMailBefore);

    const audit = await requestAs(t, admin, 'GET', `/cms/admin/audit?entity=appointment&key=${bookingId}`);
    expect(audit.json().items[0]).toMatchObject({
      action: 'update',
      actor: { id: admin.id, name: 'Neha Kapoor' },
      before: { counsellorId: meeraId },
      after: { counsellorId: ravi.id },
    });

    const again = await give(ravi.id);
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toContain('This appointment is already with Ravi Menon.');
  });
});
