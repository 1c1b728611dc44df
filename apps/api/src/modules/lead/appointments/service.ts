import type { FastifyBaseLogger } from 'fastify';
import {
  APPOINTMENT_MODE_LABELS,
  type AppointmentBooked,
  type AppointmentRequest,
  type AppointmentRequested,
  type AppointmentSlot,
  type AppointmentSlots,
  type AppointmentSlotsQuery,
  type Booking,
} from '@meridian/domain/lead/appointments';
import { LEAD_SUCCESS_MESSAGE } from '@meridian/domain/error-catalogue';
import { toE164Mobile } from '@meridian/domain/lead/phone';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { localTime } from '@meridian/domain/time-zone';
import { lockKeys, type Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import { verifyOtp } from '#api/platform/otp/service.ts';
import { calendarAttachment } from '#api/platform/calendar/calendar-delivery.ts';
import { calendarFile, calendarFileName } from '#api/platform/calendar/calendar-file.ts';
import { scheduleEvery } from '#api/platform/schedule.ts';
import { findAccountById, verifiedEmailOf } from '#api/modules/user/accounts/service.ts';
import {
  appointmentEmail,
  counsellorAppointmentEmail,
  type AppointmentNews,
  type CounsellorNews,
} from './messages.ts';
import { rollSlotsForward } from '#api/modules/lead/counsellors/service.ts';
import {
  cancelBooking,
  claimBookingReminder,
  confirmBooking,
  countUpcomingBookingsOf,
  findBooking,
  insertPendingBooking,
  listBookingsOf,
  listBookingsToRemind,
  listOpenSlots,
  lockBooking,
  lockSlot,
  moveBooking,
  type BookingRow,
  type SlotRow,
} from './repo.ts';
import {
  proveLead,
  saveShortFormLead,
  sendLeadOtp,
  type LeadDeps,
} from '#api/modules/lead/enquiry/service.ts';

export type AppointmentDeps = LeadDeps & { log: FastifyBaseLogger };

/** A counsellor needs a few hours to read up on a person before meeting them. */
const BOOKING_NOTICE_MS = 3 * 60 * 60_000;
/** The reminder goes two hours before: time to set off for a centre or find a quiet room. */
const REMINDER_BEFORE_MS = 2 * 60 * 60_000;

function toSlot(row: SlotRow, timeZone: string): AppointmentSlot {
  return {
    id: row.id,
    startsAt: row.startsAt.toISOString(),
    durationMinutes: row.durationMinutes,
    mode: row.mode,
    counsellor: { name: row.counsellorName, photo: row.counsellorPhoto },
    centre:
      row.mode === 'centre' && row.centreName && row.centreAddress && row.centreCity
        ? { name: row.centreName, address: row.centreAddress, city: row.centreCity }
        : null,
    local: localTime(row.startsAt, timeZone),
  };
}

const toBooking = (row: BookingRow, timeZone: string, now: Date): Booking => ({
  id: row.id,
  status: row.status,
  changeable: row.status === 'booked' && row.startsAt > now,
  name: row.name,
  slot: toSlot({ ...row, id: row.slotId }, timeZone),
});

const bookableFrom = (deps: Pick<LeadDeps, 'clock'>) => new Date(deps.clock().getTime() + BOOKING_NOTICE_MS);

/** `GET /lead/appointments/slots`: every slot still free and far enough ahead, read in the visitor's zone. */
export async function listAppointmentSlots(
  deps: Pick<LeadDeps, 'db' | 'clock'>,
  query: AppointmentSlotsQuery,
): Promise<AppointmentSlots> {
  await rollSlotsForward(deps.db, deps.clock());
  const rows = await listOpenSlots(deps.db, { from: bookableFrom(deps), mode: query.mode });
  return { timeZone: query.timeZone, slots: rows.map((row) => toSlot(row, query.timeZone)) };
}

/**
 * Locks the slot and checks it is still open: an unknown or too-soon slot is gone (404), one
 * somebody holds is taken (409). Concurrent bookings of one slot queue on the lock.
 */
async function lockOpenSlot(tx: Tx, deps: Pick<LeadDeps, 'clock'>, slotId: number): Promise<void> {
  const locked = await lockSlot(tx, slotId);
  if (!locked || locked.slot.startsAt <= bookableFrom(deps)) throw new AppError('AP_SLT_4004');
  if (locked.taken) throw new AppError('AP_SLT_4009');
}

/** The booking's calendar file: the learner's, or the counsellor's (named after the booker; cancelled or live). */
function appointmentCalendar(
  deps: Pick<LeadDeps, 'config'>,
  booking: BookingRow,
  counsellor?: { cancelled: boolean },
) {
  const { config } = deps;
  const bookings = siteUrl(config.PUBLIC_WEB_URL, siteRoutes.bookings());
  const what = counsellor
    ? `${APPOINTMENT_MODE_LABELS[booking.mode]} with ${booking.name}`
    : `${APPOINTMENT_MODE_LABELS[booking.mode]} with ${booking.counsellorName}`;
  const ics = calendarFile(
    {
      uid: `appointment-${booking.id}@${new URL(config.PUBLIC_WEB_URL).hostname}`,
      title: `${config.BRAND_NAME}: ${what}`,
      description: counsellor
        ? `Counselling appointment with ${booking.name} (${booking.mobile}, ${booking.email}).`
        : `Your study-abroad counselling appointment. Reschedule or cancel: ${bookings}`,
      cancelled: counsellor?.cancelled ?? false,
      start: booking.startsAt,
      durationMinutes: booking.durationMinutes,
      location:
        booking.mode === 'centre'
          ? `${booking.centreName}, ${booking.centreAddress}`
          : 'Video call (link by email)',
      url: bookings,
      ...(booking.centreLatitude !== null && booking.centreLongitude !== null
        ? { geo: { lat: booking.centreLatitude, lon: booking.centreLongitude } }
        : {}),
      organizer: { name: config.BRAND_NAME, email: config.MAIL_FROM },
    },
    `${config.BRAND_NAME}/appointments`,
  );
  return { fileName: calendarFileName(`${config.BRAND_NAME} appointment`), ics };
}

/** Queues the counsellor's notice of the booking, with its calendar file, when they have an email. */
export async function tellCounsellor(
  deps: AppointmentDeps,
  tx: Tx,
  news: CounsellorNews,
  booking: BookingRow,
) {
  const { counsellorEmail } = booking;
  if (!counsellorEmail) return;
  await deps.notifier.enqueue(
    tx,
    counsellorAppointmentEmail({
      news,
      brandName: deps.config.BRAND_NAME,
      booking: { ...booking, counsellorEmail },
      calendar: calendarAttachment(appointmentCalendar(deps, booking, { cancelled: news === 'cancelled' })),
    }),
  );
}

/**
 * Queues the booking's news in the transaction that made it: the learner's email (the
 * confirmation carries the calendar file) and, but for reminders, the counsellor's.
 */
export async function tell(
  deps: AppointmentDeps,
  tx: Tx,
  news: AppointmentNews,
  bookingId: string,
  options = { counsellor: news !== 'reminder' },
): Promise<void> {
  const booking = await findBooking(tx, bookingId);
  if (!booking) return;
  if (options.counsellor && news !== 'reminder') await tellCounsellor(deps, tx, news, booking);
  await deps.notifier.enqueue(
    tx,
    appointmentEmail({
      news,
      brandName: deps.config.BRAND_NAME,
      booking,
      bookingsUrl: siteUrl(deps.config.PUBLIC_WEB_URL, siteRoutes.bookings()),
      calendar: calendarAttachment(appointmentCalendar(deps, booking)),
    }),
  );
}

/**
 * Upcoming appointments one person may hold at once, counted by mobile and by email alike: a
 * family may book a couple, one verified number cannot take a counsellor's week.
 */
export const UPCOMING_BOOKINGS_PER_PERSON = 2;

async function refuseOverLimit(
  tx: Tx,
  deps: Pick<LeadDeps, 'clock'>,
  person: { mobile: string; email: string },
): Promise<void> {
  const upcoming = await countUpcomingBookingsOf(tx, { ...person, now: deps.clock() });
  if (upcoming >= UPCOMING_BOOKINGS_PER_PERSON) throw new AppError('AP_BKG_4029');
}

/**
 * `POST /lead/appointments`: the person becomes a lead (source `appointment`) with a pending
 * booking of the slot, and an OTP goes to their mobile; the slot is held only when the code is
 * verified (`verifyAppointment`), so nobody can take slots with numbers they do not have. A slot
 * already taken, or a person at their limit, is refused before any SMS is sent.
 */
export async function requestAppointment(
  deps: AppointmentDeps,
  options: { payload: AppointmentRequest; userId: string | null },
): Promise<AppointmentRequested> {
  const { slotId, ...person } = options.payload;
  const mobile = toE164Mobile(person)!;
  let bookingId = '';
  const saved = await saveShortFormLead(deps, {
    payload: person,
    source: 'appointment',
    onSaved: async (tx, leadId) => {
      await lockOpenSlot(tx, deps, slotId);
      await refuseOverLimit(tx, deps, { mobile, email: person.email });
      bookingId = await insertPendingBooking(tx, {
        slotId,
        leadId,
        userId: options.userId,
        name: person.name,
        mobile,
        email: person.email,
      });
    },
  });
  const otp = await sendLeadOtp(deps, saved, { purpose: 'appointment', subjectId: bookingId });
  return { status: true, message: LEAD_SUCCESS_MESSAGE, leadId: saved.leadId, otpRequestId: otp.requestId };
}

/**
 * `POST /lead/appointments/verify`: the code proves the booking's mobile, and in the same
 * transaction the slot becomes the booking's (409 if someone verified theirs first) within the
 * person's limit of upcoming bookings, counted under a lock per mobile and email. The lead is
 * verified too. The confirmation, queued in that transaction, carries the calendar file. Verifying
 * again answers the booking.
 */
export async function verifyAppointment(
  deps: AppointmentDeps,
  options: { otpRequestId: string; otp: string; timeZone: string },
): Promise<AppointmentBooked> {
  const result = await verifyOtp(deps.db, {
    notifier: deps.notifier,
    secret: deps.config.JWT_SECRET,
    purpose: 'appointment',
    requestId: options.otpRequestId,
    code: options.otp,
    now: deps.clock(),
    onVerified: async (tx, bookingId) => {
      const booking = (await lockBooking(tx, bookingId))!;
      await lockKeys(tx, [`appointment:mobile:${booking.mobile}`, `appointment:email:${booking.email}`]);
      await lockOpenSlot(tx, deps, booking.slotId);
      await refuseOverLimit(tx, deps, booking);
      await confirmBooking(tx, bookingId, deps.clock());
      await proveLead(tx, booking.leadId, options.otpRequestId);
      await tell(deps, tx, 'booked', bookingId);
    },
  });
  if (result.firstTime) deps.notifier.kick();
  const booking = (await findBooking(deps.db, result.subjectId))!;
  return {
    status: true,
    message: LEAD_SUCCESS_MESSAGE,
    leadId: booking.leadId,
    booking: toBooking(booking, options.timeZone, deps.clock()),
  };
}

async function personOf(deps: Pick<LeadDeps, 'db'>, userId: string) {
  const account = await findAccountById(deps.db, userId);
  if (!account) throw new AppError('UNAUTHORIZED', 'no such account');
  // An email the account has not proven could be anyone's: bookings are matched on it only once proven.
  return { userId, mobile: account.mobile, email: verifiedEmailOf(account) };
}

/** `GET /lead/appointments`: the signed-in learner's bookings, soonest first. */
export async function listMyBookings(
  deps: Pick<LeadDeps, 'db' | 'clock'>,
  userId: string,
  timeZone: string,
): Promise<Booking[]> {
  const rows = await listBookingsOf(deps.db, await personOf(deps, userId));
  return rows.map((row) => toBooking(row, timeZone, deps.clock()));
}

type Person = Awaited<ReturnType<typeof personOf>>;

/** A live, future booking of this person, locked; anyone else's is 404 (it reveals nothing). */
async function ownLiveBooking(tx: Tx, deps: Pick<LeadDeps, 'clock'>, bookingId: string, person: Person) {
  const booking = await lockBooking(tx, bookingId);
  const mine =
    booking &&
    (booking.userId === person.userId || booking.mobile === person.mobile || booking.email === person.email);
  if (!mine) throw new AppError('NOT_FOUND', 'no such booking');
  if (booking.status !== 'booked' || booking.startsAt <= deps.clock()) throw new AppError('AP_BKG_4009');
  return booking;
}

/**
 * `PUT /lead/appointments/{bookingId}`: moves the booking to another open slot in one transaction,
 * so the learner never holds both or neither; the old slot is free again at commit.
 */
export async function rescheduleBooking(
  deps: AppointmentDeps,
  options: { bookingId: string; userId: string; slotId: number; timeZone: string },
): Promise<Booking> {
  const person = await personOf(deps, options.userId);
  await deps.db.transaction(async (tx) => {
    const booking = await ownLiveBooking(tx, deps, options.bookingId, person);
    if (booking.slotId !== options.slotId) {
      await lockOpenSlot(tx, deps, options.slotId);
      await moveBooking(tx, booking.id, options.slotId, deps.clock());
    }
    const moved = (await findBooking(tx, booking.id))!;
    const sameCounsellor = moved.counsellorId === booking.counsellorId;
    // A move to another counsellor is, for the first, a cancellation and, for the second, a booking.
    if (!sameCounsellor) {
      await tellCounsellor(deps, tx, 'cancelled', booking);
      await tellCounsellor(deps, tx, 'booked', moved);
    }
    await tell(deps, tx, 'moved', options.bookingId, { counsellor: sameCounsellor });
  });
  deps.notifier.kick();
  return toBooking((await findBooking(deps.db, options.bookingId))!, options.timeZone, deps.clock());
}

/** `DELETE /lead/appointments/{bookingId}`: cancels it and frees the slot for someone else. */
export async function cancelMyBooking(
  deps: AppointmentDeps,
  options: { bookingId: string; userId: string; timeZone: string },
): Promise<Booking> {
  const person = await personOf(deps, options.userId);
  await deps.db.transaction(async (tx) => {
    await ownLiveBooking(tx, deps, options.bookingId, person);
    await cancelBooking(tx, options.bookingId, deps.clock());
    await tell(deps, tx, 'cancelled', options.bookingId);
  });
  deps.notifier.kick();
  return toBooking((await findBooking(deps.db, options.bookingId))!, options.timeZone, deps.clock());
}

/** Queues each live booking one reminder in the two hours before it; returns how many were queued. */
export async function sendAppointmentReminders(deps: AppointmentDeps): Promise<number> {
  const now = deps.clock();
  let sent = 0;
  for (const due of await listBookingsToRemind(deps.db, {
    now,
    until: new Date(now.getTime() + REMINDER_BEFORE_MS),
  })) {
    // The claim and the reminder commit together: a reminder is queued once, or not at all.
    const queued = await deps.db.transaction(async (tx) => {
      if (!(await claimBookingReminder(tx, due.id, now))) return false;
      await tell(deps, tx, 'reminder', due.id);
      return true;
    });
    if (queued) sent += 1;
  }
  if (sent > 0) deps.notifier.kick();
  return sent;
}

/** Checks for reminders every five minutes, as the webinar reminders do. */
export function scheduleAppointmentReminders(deps: AppointmentDeps): () => void {
  return scheduleEvery(
    { name: 'appointment reminders', run: () => sendAppointmentReminders(deps), intervalMs: 5 * 60_000 },
    deps.log,
  );
}
