import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppointmentSlots } from '@meridian/domain/lead/appointments';
import type { AdminAppointmentList, CounsellorSettingsList } from '@meridian/domain/lead/counsellors';
import type { LeadDetail } from '@meridian/domain/lead/inbox';
import { createTestApp, type TestApp } from './helper.ts';
import { requestAs } from './guard-checks.ts';
import { enquiry, latestOtp, newPerson, outboxFor, postEnquiry } from './lead-fixtures.ts';
import { COUNSELLOR_PERMISSIONS, createUser, type TestUser } from './profile-fixtures.ts';

/** A Friday before Europe's clocks go forward (29 March 2026), so the weeks ahead cross the change. */
let now = new Date('2026-03-20T12:00:00Z');
let t: TestApp;
let admin: TestUser;
let kavya: TestUser;
let zoltan: TestUser;
let learner: TestUser;
let visits = 0;

beforeAll(async () => {
  t = await createTestApp({ seed: false, clock: () => now });
  admin = await createUser(t, { fullName: 'Neha Kapoor', permissions: ['admin'] });
  kavya = await createUser(t, { fullName: 'Kavya Iyer', permissions: COUNSELLOR_PERMISSIONS });
  zoltan = await createUser(t, { fullName: 'Zoltán Kiss', permissions: COUNSELLOR_PERMISSIONS });
  learner = await createUser(t, { fullName: 'Rohan Kulkarni' });
});

afterAll(async () => {
  await t.close();
});

/** Mondays 09:00–10:00 in Budapest: two half-hour video calls. */
const BUDAPEST_MONDAYS = {
  timeZone: 'Europe/Budapest',
  weekly: [{ weekday: 1, start: '09:00', end: '10:00' }],
  daysOff: ['2026-04-06'],
};

const setHours = (as: TestUser, userId: string, hours: object) =>
  requestAs(t, as, 'PUT', `/lead/admin/counsellors/${userId}/availability`, hours);

const slotsOf = async (name: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/lead/appointments/slots' });
  expect(res.statusCode, res.body).toBe(200);
  return AppointmentSlots.parse(res.json()).slots.filter((slot) => slot.counsellor.name === name);
};

const counsellors = async () =>
  ((await requestAs(t, admin, 'GET', '/lead/admin/counsellors')).json() as CounsellorSettingsList)
    .counsellors;

describe('a counsellor’s desk', () => {
  it('sends a lead for Hungary to the counsellor whose desk is Hungary, and keeps the change in the audit log', async () => {
    const res = await requestAs(t, admin, 'PUT', `/lead/admin/counsellors/${zoltan.id}/desk`, {
      destinations: ['hungary'],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id: zoltan.id, destinations: ['hungary'] });

    const lead = await postEnquiry(t.app, enquiry({ interestedCountries: ['hungary'] }));
    const detail = (
      await requestAs(t, admin, 'GET', `/lead/admin/leads/${lead.json().leadId}`)
    ).json() as LeadDetail;
    expect(detail.assignedTo?.id).toBe(zoltan.id);

    const audit = await requestAs(
      t,
      admin,
      'GET',
      `/cms/admin/audit?entity=counsellor-desk&key=${zoltan.id}`,
    );
    expect(audit.json().items[0]).toMatchObject({ action: 'create', after: { destinations: ['hungary'] } });
  });

  it('refuses a destination we do not know with the field and a sentence, changing nothing', async () => {
    const res = await requestAs(t, admin, 'PUT', `/lead/admin/counsellors/${zoltan.id}/desk`, {
      destinations: ['hungary', 'atlantis'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      field: 'destinations.1',
      detail: expect.stringContaining('“atlantis”'),
    });
    expect((await counsellors()).find((c) => c.id === zoltan.id)?.destinations).toEqual(['hungary']);
  });

  it('is the admin’s to set: a counsellor may not change a desk, even their own', async () => {
    const res = await requestAs(t, zoltan, 'PUT', `/lead/admin/counsellors/${zoltan.id}/desk`, {
      destinations: ['uk'],
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a counsellor’s hours', () => {
  it.each([
    [
      'an end before its start',
      { weekly: [{ weekday: 1, start: '10:00', end: '09:00' }] },
      'body.weekly.0.end',
    ],
    [
      'windows of one day that overlap',
      {
        weekly: [
          { weekday: 2, start: '09:00', end: '12:00' },
          { weekday: 2, start: '11:30', end: '13:00' },
        ],
      },
      'body.weekly.1.start',
    ],
    ['a time zone that is not an IANA zone', { timeZone: 'Mars/Olympus' }, 'body.timeZone'],
    [
      'a weekday past Sunday',
      { weekly: [{ weekday: 8, start: '09:00', end: '10:00' }] },
      'body.weekly.0.weekday',
    ],
    [
      'a time that is not HH:MM',
      { weekly: [{ weekday: 1, start: '9am', end: '10:00' }] },
      'body.weekly.0.start',
    ],
    ['a day off that is not a date', { daysOff: ['next Friday'] }, 'body.daysOff.0'],
    [
      'a centre we do not have',
      { weekly: [{ weekday: 1, start: '09:00', end: '10:00', centre: 'atlantis' }] },
      'weekly.0.centre',
    ],
  ])('refuses %s with the field, writing nothing', async (_, change, field) => {
    const res = await setHours(admin, kavya.id, { ...BUDAPEST_MONDAYS, ...change });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toMatchObject({ field, detail: expect.any(String) });
    expect((await counsellors()).find((c) => c.id === kavya.id)?.hours).toBeNull();
  });

  it('may be set by the counsellor for themself, not for a colleague', async () => {
    expect((await setHours(kavya, zoltan.id, BUDAPEST_MONDAYS)).statusCode).toBe(403);
    expect((await setHours(learner, learner.id, BUDAPEST_MONDAYS)).statusCode).toBe(403);
    const own = await setHours(zoltan, zoltan.id, BUDAPEST_MONDAYS);
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ hours: BUDAPEST_MONDAYS });
  });

  it('offer slots read in the counsellor’s zone across the clock change, skipping days off, for four weeks', async () => {
    expect((await slotsOf('Zoltán Kiss')).map((slot) => slot.startsAt)).toEqual([
      // 09:00 in Budapest is 08:00 UTC in winter time…
      '2026-03-23T08:00:00.000Z',
      '2026-03-23T08:30:00.000Z',
      // …and 07:00 UTC in summer time; 6 April is a day off.
      '2026-03-30T07:00:00.000Z',
      '2026-03-30T07:30:00.000Z',
      '2026-04-13T07:00:00.000Z',
      '2026-04-13T07:30:00.000Z',
    ]);
  });

  it('roll forward: three weeks later the slots reach four weeks ahead again, never running out', async () => {
    now = new Date('2026-04-10T12:00:00Z');
    const starts = (await slotsOf('Zoltán Kiss')).map((slot) => slot.startsAt);
    expect(starts[0]).toBe('2026-04-13T07:00:00.000Z');
    expect(starts).toContain('2026-05-04T07:00:00.000Z');
    expect(starts).toHaveLength(8);
  });

  it('withdraw the slots the new hours no longer cover', async () => {
    const changed = await setHours(admin, zoltan.id, {
      ...BUDAPEST_MONDAYS,
      weekly: [{ weekday: 1, start: '09:00', end: '09:30' }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const starts = (await slotsOf('Zoltán Kiss')).map((slot) => slot.startsAt);
    expect(starts).toHaveLength(4);
    expect(starts.every((start) => start.endsWith('T07:00:00.000Z'))).toBe(true);
  });
});

describe('the counsellor’s emails and the appointments view', () => {
  const book = async (slotId: number) => {
    const person = newPerson();
    visits += 1;
    const asked = await t.app.inject({
      method: 'POST',
      url: '/lead/appointments',
      headers: { authorization: learner.authorization },
      remoteAddress: `203.0.113.${visits}`,
      payload: { slotId, name: 'Rohan Kulkarni', countryCode: '+91', ...person, contactConsent: true },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const otp = await latestOtp(t.app, `+91${person.mobile}`);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/lead/appointments/verify',
      remoteAddress: `203.0.113.${visits}`,
      payload: { otpRequestId: asked.json().otpRequestId, otp },
    });
    expect(verified.statusCode, verified.body).toBe(201);
    return verified.json().booking.id as string;
  };
  const counsellorMail = async () => outboxFor(t.app, zoltan.email);

  it('emails the counsellor each booking, move and cancellation with the calendar file', async () => {
    const [first, second] = await slotsOf('Zoltán Kiss');
    const bookingId = await book(first!.id);
    expect((await slotsOf('Zoltán Kiss')).map((slot) => slot.id)).not.toContain(first!.id);
    const [booked] = await counsellorMail();
    expect(booked?.subject).toMatch(/^Meridian: new appointment/);
    expect(booked?.body).toContain('Rohan Kulkarni booked a video call with you');
    expect(booked?.attachments[0]?.content).toContain(`UID:appointment-${bookingId}@`);
    expect(booked?.attachments[0]?.content).toContain('METHOD:PUBLISH');

    const moved = await requestAs(t, learner, 'PUT', `/lead/appointments/${bookingId}`, {
      slotId: second!.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const [movedMail] = await counsellorMail();
    expect(movedMail?.subject).toMatch(/^Meridian: appointment moved/);
    expect(movedMail?.attachments[0]?.content).toContain('DTSTART:20260420T070000Z');

    const cancelled = await requestAs(t, learner, 'DELETE', `/lead/appointments/${bookingId}`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [cancelledMail] = await counsellorMail();
    expect(cancelledMail?.subject).toMatch(/^Meridian: appointment cancelled/);
    expect(cancelledMail?.attachments[0]?.content).toContain('METHOD:CANCEL');
    expect(await counsellorMail()).toHaveLength(3);
  });

  it('lists bookings by day: a counsellor sees their own, an admin everyone’s or one counsellor’s', async () => {
    const [slot] = await slotsOf('Zoltán Kiss');
    const bookingId = await book(slot!.id);
    const list = async (as: TestUser, query: string) => {
      const res = await requestAs(
        t,
        as,
        'GET',
        `/lead/admin/appointments?from=2026-04-10&to=2026-05-10${query}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AdminAppointmentList).days;
    };
    const days = await list(admin, `&counsellorId=${zoltan.id}`);
    expect(days.map((day) => day.day)).toEqual(['2026-04-13', '2026-04-20']);
    expect(days[0]!.appointments[0]).toMatchObject({
      id: bookingId,
      status: 'booked',
      counsellor: { id: zoltan.id, fullName: 'Zoltán Kiss' },
      name: 'Rohan Kulkarni',
    });
    expect(await list(zoltan, '')).toEqual(days);
    // Kavya asks for Zoltán's, and gets her own: none.
    expect(await list(kavya, `&counsellorId=${zoltan.id}`)).toEqual([]);
  });
});
