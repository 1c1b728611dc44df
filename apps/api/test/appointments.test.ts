import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { AppointmentBooked, AppointmentSlots, Booking } from '@meridian/domain/lead/appointments';
import { AdminAppointmentList } from '@meridian/domain/lead/counsellors';
import { appointmentBookings } from '#api/db/schema/appointments.ts';
import { users } from '#api/db/schema/people.ts';
import { sendAppointmentReminders } from '#api/modules/lead/appointments/service.ts';
import { createNotifier } from '#api/platform/notifier/create-notifier.ts';
import { createTestApp, queryRows, type TestApp } from './helper.ts';
import { enquiry, latestOtp, leadView, newPerson, outboxFor, postEnquiry } from './lead-fixtures.ts';
import { createUser, type TestUser } from './profile-fixtures.ts';

let visits = 0;
/** Each booking from its own address, so the per-address limit is only met where a test means to. */
const nextAddress = () => `203.0.113.${(visits += 1)}`;

function visitor(slotId: number) {
  return { slotId, name: 'Rohan Kulkarni', countryCode: '+91', ...newPerson(), contactConsent: true };
}

describe('appointments', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const slots = async (query: Record<string, string> = {}) => {
    const res = await t.app.inject({ method: 'GET', url: '/lead/appointments/slots', query });
    expect(res.statusCode).toBe(200);
    return AppointmentSlots.parse(res.json()).slots;
  };
  type Visitor = ReturnType<typeof visitor>;
  /** Asks for a slot: a pending booking and an OTP to the mobile. */
  const ask = (payload: Visitor, options: { headers?: Record<string, string> } = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/lead/appointments',
      payload,
      headers: options.headers ?? {},
      remoteAddress: nextAddress(),
    });
  const verifyBooking = (otpRequestId: string, otp: string) =>
    t.app.inject({
      method: 'POST',
      url: '/lead/appointments/verify',
      payload: { otpRequestId, otp },
      remoteAddress: nextAddress(),
    });
  /** Asks for a slot and verifies the OTP the mobile got: the booking's answer, or the refusal. */
  const book = async (payload: Visitor, options: { headers?: Record<string, string> } = {}) => {
    const asked = await ask(payload, options);
    if (asked.statusCode !== 200) return asked;
    const code = await latestOtp(t.app, `+91${payload.mobile}`);
    return verifyBooking(asked.json().otpRequestId, code);
  };
  const as = (user: TestUser) => ({ authorization: user.authorization });

  it('lists the two counsellors’ open slots, made from their hours for the coming four weeks, in IST working hours', async () => {
    const open = await slots();
    expect(new Set(open.map((s) => s.counsellor.name))).toEqual(new Set(['Kavya Iyer', 'Meera Pillai']));
    expect(new Set(open.map((s) => s.mode))).toEqual(new Set(['video', 'centre']));
    for (const slot of open) {
      expect(Date.parse(slot.startsAt)).toBeGreaterThan(Date.now());
      expect(Date.parse(slot.startsAt)).toBeLessThan(Date.now() + 29 * 24 * 60 * 60_000);
      expect(slot.local.zone).toBe('IST');
      expect(slot.local.day).not.toMatch(/^Sun/);
      expect(slot.centre === null).toBe(slot.mode === 'video');
    }
    const visit = open.find((s) => s.mode === 'centre')!;
    expect(visit.centre?.address).toMatch(/\d{6}$/);
  });

  it('reads the same slots in the visitor’s time zone and refuses a zone that is not an IANA name', async () => {
    const [first] = await slots({ mode: 'video' });
    const [inLondon] = await slots({ mode: 'video', timeZone: 'Europe/London' });
    expect(inLondon!.id).toBe(first!.id);
    expect(inLondon!.local.zone).toBe('GMT');
    expect(inLondon!.local.time).not.toBe(first!.local.time);
    for (const timeZone of ['+05:30', 'IST', 'Asia/Atlantis']) {
      const res = await t.app.inject({ method: 'GET', url: '/lead/appointments/slots', query: { timeZone } });
      expect(res.statusCode).toBe(400);
    }
  });

  it('books a slot: a lead with the appointment touchpoint, a confirmation with the calendar file', async () => {
    const [slot] = await slots({ mode: 'centre' });
    const payload = visitor(slot!.id);
    const res = await book(payload);
    expect(res.statusCode).toBe(201);
    const booked = AppointmentBooked.parse(res.json());
    expect(booked.booking).toMatchObject({ status: 'booked', slot: { id: slot!.id, mode: 'centre' } });

    const lead = (await t.app.inject({ method: 'GET', url: `/dev/leads/${booked.leadId}` })).json();
    expect(lead.touchpoints.map((tp: { source: string }) => tp.source)).toEqual(['appointment']);

    const [mail] = await outboxFor(t.app, payload.email);
    expect(mail?.subject).toBe('Meridian: your appointment is booked');
    expect(mail?.body).toContain(slot!.centre!.address);
    expect(mail?.attachments[0]?.fileName).toBe('meridian-appointment.ics');
    expect(mail?.attachments[0]?.content).toContain(`UID:appointment-${booked.booking.id}@`);

    expect((await slots()).map((s) => s.id)).not.toContain(slot!.id);
  });

  it('holds no slot until the OTP sent to the mobile is verified, and never for a wrong code', async () => {
    const [slot] = await slots({ mode: 'video' });
    const payload = visitor(slot!.id);
    const asked = await ask(payload);
    expect(asked.statusCode, asked.body).toBe(200);
    const { otpRequestId } = asked.json() as { otpRequestId: string };
    expect((await slots()).map((s) => s.id)).toContain(slot!.id);
    expect(await outboxFor(t.app, payload.email)).toEqual([]);

    const code = await latestOtp(t.app, `+91${payload.mobile}`);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    expect((await verifyBooking(otpRequestId, wrong)).statusCode).toBe(400);
    expect((await slots()).map((s) => s.id)).toContain(slot!.id);

    const res = await verifyBooking(otpRequestId, code);
    expect(res.statusCode, res.body).toBe(201);
    expect(AppointmentBooked.parse(res.json()).booking).toMatchObject({
      status: 'booked',
      slot: { id: slot!.id },
    });
    expect((await slots()).map((s) => s.id)).not.toContain(slot!.id);
    expect((await leadView(t.app, asked.json().leadId)).verified).toBe(true);
    // Verifying again answers the same booking and sends nothing more.
    expect((await verifyBooking(otpRequestId, code)).statusCode).toBe(201);
    expect(await outboxFor(t.app, payload.email)).toHaveLength(1);
  });

  it('refuses a third upcoming booking of one mobile or one email with 429, before any SMS', async () => {
    const open = await slots({ mode: 'video' });
    const person = visitor(0);
    for (const slot of open.slice(0, 2)) {
      expect((await book({ ...person, slotId: slot.id })).statusCode).toBe(201);
    }
    const sms = (await outboxFor(t.app, `+91${person.mobile}`)).length;
    const third = await ask({ ...person, slotId: open[2]!.id });
    expect(third.statusCode).toBe(429);
    expect(third.json()).toMatchObject({ errorCode: 'AP_BKG_4029' });
    expect(await outboxFor(t.app, `+91${person.mobile}`)).toHaveLength(sms);
    const sameEmail = await ask({ ...visitor(open[2]!.id), email: person.email });
    expect(sameEmail.json().errorCode).toBe('AP_BKG_4029');
  });

  it('counts the limit again when the code is verified, so requests opened at once cannot pass it', async () => {
    const open = await slots({ mode: 'centre' });
    const person = visitor(0);
    const pending = [];
    for (const slot of open.slice(0, 3)) {
      const asked = await ask({ ...person, slotId: slot.id });
      pending.push({
        otpRequestId: asked.json().otpRequestId as string,
        code: await latestOtp(t.app, `+91${person.mobile}`),
      });
    }
    const answers = await Promise.all(pending.map((p) => verifyBooking(p.otpRequestId, p.code)));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, 201, 429]);
  });

  it('greets the booker without the name they typed: the address is nobody’s proof', async () => {
    const [slot] = await slots({ mode: 'video' });
    const payload = { ...visitor(slot!.id), name: 'Your account is suspended call us now' };
    expect((await book(payload)).statusCode).toBe(201);
    const [mail] = await outboxFor(t.app, payload.email);
    expect(mail?.body).toMatch(/^Hello,/);
    expect(mail?.body).not.toContain(payload.name);
  });

  it('keeps the destination of the lead the booking joins', async () => {
    const person = newPerson();
    const leadId = (await postEnquiry(t.app, enquiry({ ...person, interestedCountries: ['ireland'] }))).json()
      .leadId;
    const [slot] = await slots({ mode: 'video' });
    expect((await book({ ...visitor(slot!.id), ...person })).statusCode).toBe(201);
    expect((await leadView(t.app, leadId)).interestedCountries).toEqual(['Ireland']);
  });

  it('lets exactly one of eight simultaneous verifications for a slot through; the others get 409 in plain words', async () => {
    const [slot] = await slots({ mode: 'video' });
    const people = Array.from({ length: 8 }, () => visitor(slot!.id));
    const pending = [];
    for (const person of people) {
      const asked = await ask(person);
      expect(asked.statusCode, asked.body).toBe(200);
      pending.push({
        otpRequestId: asked.json().otpRequestId as string,
        code: await latestOtp(t.app, `+91${person.mobile}`),
      });
    }
    const answers = await Promise.all(pending.map((p) => verifyBooking(p.otpRequestId, p.code)));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(answers.find((res) => res.statusCode === 409)!.json()).toEqual({
      status: false,
      errorCode: 'AP_SLT_4009',
      message: 'Sorry, someone has just booked this time. Please choose another slot.',
    });
    const rows = await t.database.db
      .select({ id: appointmentBookings.id })
      .from(appointmentBookings)
      .where(and(eq(appointmentBookings.slotId, slot!.id), eq(appointmentBookings.status, 'booked')));
    expect(rows).toHaveLength(1);
  });

  it('refuses an unknown slot and one too soon to prepare for (404) without making a lead', async () => {
    const payload = visitor(999_999);
    const res = await book(payload);
    expect(res.statusCode).toBe(404);
    expect(res.json().errorCode).toBe('AP_SLT_4004');
    const [leads] = await queryRows<{ n: number }>(
      t.database,
      sql`select count(*)::int as n from leads where email = ${payload.email}`,
    );
    expect(leads!.n).toBe(0);
  });

  it('limits requests from one mobile number (429 with Retry-After)', async () => {
    const open = await slots({ mode: 'video' });
    const person = visitor(0);
    const answers = [];
    for (const slot of open.slice(0, 6)) answers.push(await ask({ ...person, slotId: slot.id }));
    expect(answers.slice(0, 5).map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[5]!.statusCode).toBe(429);
    expect(answers[5]!.headers['retry-after']).toBeDefined();
  });

  describe('the learner’s bookings', () => {
    let learner: TestUser;
    let bookingId: string;
    beforeAll(async () => {
      learner = await createUser(t, { fullName: 'Sneha Menon' });
      const [slot] = await slots({ mode: 'video' });
      const res = await book({ ...visitor(slot!.id), email: learner.email }, { headers: as(learner) });
      bookingId = AppointmentBooked.parse(res.json()).booking.id;
    });

    const mine = async (user: TestUser) => {
      const res = await t.app.inject({ method: 'GET', url: '/lead/appointments', headers: as(user) });
      expect(res.statusCode).toBe(200);
      return z.array(Booking).parse(res.json());
    };

    it('lists them only to their owner, and only when signed in', async () => {
      expect((await mine(learner)).map((b) => b.id)).toEqual([bookingId]);
      expect(await mine(await createUser(t))).toEqual([]);
      expect((await t.app.inject({ method: 'GET', url: '/lead/appointments' })).statusCode).toBe(401);
    });

    it('moves a booking to another open slot, frees the old one and refuses a held one', async () => {
      const [before] = await mine(learner);
      const open = await slots();
      const target = open.find((s) => s.id !== before!.slot.id)!;
      const move = (slotId: number, user = learner) =>
        t.app.inject({
          method: 'PUT',
          url: `/lead/appointments/${bookingId}`,
          payload: { slotId },
          headers: as(user),
        });

      expect((await move(target.id, await createUser(t))).statusCode).toBe(404);
      const res = await move(target.id);
      expect(res.statusCode).toBe(200);
      expect(Booking.parse(res.json()).slot.id).toBe(target.id);
      const freed = (await slots()).map((s) => s.id);
      expect(freed).toContain(before!.slot.id);
      expect(freed).not.toContain(target.id);
      const [moved] = await outboxFor(t.app, learner.email);
      expect(moved?.subject).toBe('Meridian: your appointment has moved');

      const other = await book(visitor(before!.slot.id));
      expect(other.statusCode).toBe(201);
      const held = await move(before!.slot.id);
      expect(held.statusCode).toBe(409);
      expect(held.json().errorCode).toBe('AP_SLT_4009');
      expect((await mine(learner))[0]!.slot.id).toBe(target.id);
    });

    it('sends one reminder in the two hours before, then cancels and frees the slot', async () => {
      const [booking] = await mine(learner);
      const now = new Date(Date.parse(booking!.slot.startsAt) - 90 * 60_000);
      const notifier = createNotifier({
        config: t.config,
        db: t.database.db,
        log: t.app.log,
        clock: () => now,
      });
      const deps = { db: t.database.db, notifier, config: t.config, clock: () => now, log: t.app.log };
      expect(await sendAppointmentReminders(deps)).toBeGreaterThanOrEqual(1);
      expect(await sendAppointmentReminders(deps)).toBe(0);
      // Queued at the test's clock, so due for this notifier's worker, which it woke.
      await notifier.deliverDue();
      await notifier.stop();
      const [reminder] = await outboxFor(t.app, learner.email);
      expect(reminder?.subject).toBe('Meridian: your appointment is coming up');
      expect(reminder?.attachments[0]?.contentType).toContain('text/calendar');

      const res = await t.app.inject({
        method: 'DELETE',
        url: `/lead/appointments/${bookingId}`,
        headers: as(learner),
      });
      expect(res.statusCode).toBe(200);
      expect(Booking.parse(res.json())).toMatchObject({ status: 'cancelled', changeable: false });
      expect((await slots()).map((s) => s.id)).toContain(booking!.slot.id);
      const [cancelled] = await outboxFor(t.app, learner.email);
      expect(cancelled?.subject).toBe('Meridian: your appointment is cancelled');
      const again = await t.app.inject({
        method: 'DELETE',
        url: `/lead/appointments/${bookingId}`,
        headers: as(learner),
      });
      expect(again.statusCode).toBe(409);
      expect(again.json().errorCode).toBe('AP_BKG_4009');
    });
  });

  describe('a counsellor who stops counselling', () => {
    it('is offered no more, while their booked appointments stay, listed for an admin to reassign', async () => {
      const admin = await createUser(t, { fullName: 'Neha Kapoor', permissions: ['admin'] });
      const meeraSlots = async () => (await slots()).filter((s) => s.counsellor.name === 'Meera Pillai');
      const [held, other] = await meeraSlots();
      const booked = await book(visitor(held!.id));
      expect(booked.statusCode, booked.body).toBe(201);
      const bookingId = AppointmentBooked.parse(booked.json()).booking.id;
      const [meera] = await queryRows<{ id: string; permissions: string[] }>(
        t.database,
        sql`select id, permissions from users where full_name = 'Meera Pillai'`,
      );
      const listed = async () => {
        const res = await t.app.inject({
          method: 'GET',
          url: '/lead/admin/appointments',
          query: { counsellorId: meera!.id },
          headers: as(admin),
        });
        expect(res.statusCode, res.body).toBe(200);
        return AdminAppointmentList.parse(res.json()).days.flatMap((day) => day.appointments);
      };
      expect((await listed()).find((a) => a.id === bookingId)).toMatchObject({ toReassign: false });

      const revoked = await t.app.inject({
        method: 'PUT',
        url: `/auth/admin/staff/${meera!.id}`,
        payload: { permissions: [] },
        headers: as(admin),
      });
      expect(revoked.statusCode, revoked.body).toBe(200);
      expect(await meeraSlots()).toEqual([]);
      const refused = await book(visitor(other!.id));
      expect(refused.statusCode).toBe(404);
      expect(refused.json().errorCode).toBe('AP_SLT_4004');
      expect((await listed()).find((a) => a.id === bookingId)).toMatchObject({
        status: 'booked',
        toReassign: true,
      });

      // Given the role back, then switched off: offered again, then not.
      await t.app.inject({
        method: 'PUT',
        url: `/auth/admin/staff/${meera!.id}`,
        payload: { permissions: meera!.permissions },
        headers: as(admin),
      });
      expect((await meeraSlots()).map((s) => s.id)).toContain(other!.id);
      await t.database.db.update(users).set({ status: 'deactivated' }).where(eq(users.id, meera!.id));
      expect(await meeraSlots()).toEqual([]);
      expect((await listed()).find((a) => a.id === bookingId)).toMatchObject({ toReassign: true });
    });
  });
});
