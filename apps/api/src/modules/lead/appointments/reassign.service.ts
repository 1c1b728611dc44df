import { isInternalUser, PERMISSIONS } from '@meridian/domain/auth/permissions';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { APPOINTMENT_MODE_LABELS } from '@meridian/domain/lead/appointments';
import type {
  AdminAppointment,
  AppointmentReassign,
  FreeCounsellorList,
} from '@meridian/domain/lead/counsellors';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { AppError } from '#api/platform/app-error.ts';
import { saveAudited, type AuditedKind, type EditorChange } from '#api/platform/audit/audited.ts';
import { findAccountById } from '#api/modules/user/accounts/service.ts';
import { rollSlotsForward } from '#api/modules/lead/counsellors/service.ts';
import { toAdminAppointment } from './admin.service.ts';
import {
  findBooking,
  findSlotOfAt,
  hasBookingOverlapping,
  listOpenSlotsAt,
  lockBooking,
  lockSlot,
  moveBooking,
  type BookingRow,
  type SlotRow,
} from './repo.ts';
import { tell, tellCounsellor, type AppointmentDeps } from './service.ts';

interface AppointmentCounsellorRecord extends Record<string, unknown> {
  bookingId: string;
  counsellorId: string;
}

const refuse = (message: string) => new AppError('BAD_REQUEST', message, { field: 'counsellorUserId' });

/** The same meeting: a visit stays at its centre, a video call stays a video call. */
const sameMeeting = (slot: SlotRow, booking: BookingRow) =>
  slot.mode === booking.mode && slot.centreId === booking.centreId;

/** Whether the counsellor's own bookings leave the booking's time free. */
const freeAt = (db: Db | Tx, counsellorId: string, booking: BookingRow) =>
  hasBookingOverlapping(db, {
    counsellorId,
    start: booking.startsAt,
    end: new Date(booking.startsAt.getTime() + booking.durationMinutes * 60_000),
  }).then((overlaps) => !overlaps);

/** A live booking still ahead, locked so a cancel or a move by the learner waits for the change. */
async function liveBookingOrThrow(tx: Tx, bookingId: string, now: Date): Promise<BookingRow> {
  const booking = await lockBooking(tx, bookingId);
  if (!booking) throw new AppError('NOT_FOUND', 'no such appointment');
  if (booking.status !== 'booked' || booking.startsAt <= now) throw new AppError('AP_BKG_4009');
  return booking;
}

/**
 * Gives the booking to the counsellor: their slot at the same time, for the same meeting, which
 * nobody holds, while they have no other appointment then. The learner and the new counsellor are
 * told, with the calendar file, in the same transaction.
 */
async function giveBooking(deps: AppointmentDeps, tx: Tx, record: AppointmentCounsellorRecord, now: Date) {
  const booking = await liveBookingOrThrow(tx, record.bookingId, now);
  const counsellor = await findAccountById(tx, record.counsellorId);
  if (!counsellor || counsellor.status !== 'active' || !isInternalUser(counsellor.permissions)) {
    throw refuse('Choose a counsellor whose account is active: this person does not counsel now.');
  }
  if (counsellor.id === booking.counsellorId) {
    throw refuse(`This appointment is already with ${counsellor.fullName}.`);
  }
  const when = formatIstDateTime(booking.startsAt.toISOString());
  const slot = await findSlotOfAt(tx, counsellor.id, booking.startsAt);
  if (!slot || !sameMeeting(slot, booking)) {
    throw refuse(
      `${counsellor.fullName} has no time for a ${APPOINTMENT_MODE_LABELS[booking.mode].toLowerCase()} at ${when} in their hours. Choose someone who is free then.`,
    );
  }
  const locked = await lockSlot(tx, slot.id);
  if (!locked || locked.taken || !(await freeAt(tx, counsellor.id, booking))) {
    throw refuse(
      `${counsellor.fullName} has another appointment at ${when}. Choose someone who is free then.`,
    );
  }
  await moveBooking(tx, booking.id, slot.id, now);
  const given = (await findBooking(tx, booking.id))!;
  // One who has left hears nothing more of the learner; one who still counsels learns it is off their list.
  if (booking.counsellorCounsels) await tellCounsellor(deps, tx, 'cancelled', booking);
  await tellCounsellor(deps, tx, 'reassigned', given);
  await tell(deps, tx, 'reassigned', booking.id, { counsellor: false });
}

/** Which counsellor a booking is with, as the audit log keeps it (admins only). */
export const appointmentKind: AuditedKind<AppointmentCounsellorRecord> = {
  entity: 'appointment',
  noun: 'an appointment',
  permission: PERMISSIONS.admin,
  keyOf: (record) => record.bookingId,
  async load(db, bookingId) {
    const booking = await findBooking(db, bookingId);
    return booking && { bookingId, counsellorId: booking.counsellorId };
  },
  // Giving a booking away tells the learner and both counsellors, which a restore from the log could not.
  save() {
    throw new AppError(
      'BAD_REQUEST',
      'An appointment is given to another counsellor from the appointments view, not restored from its history.',
    );
  },
  parse: (stored) => stored as AppointmentCounsellorRecord,
  cacheTags: () => [],
};

/**
 * `GET /lead/admin/appointments/{id}/counsellors`: the counsellors free at a live booking's time
 * for the same meeting (their slot then is open and they have no other appointment), by name.
 */
export async function listFreeCounsellors(
  deps: Pick<AppointmentDeps, 'db' | 'clock'>,
  bookingId: string,
): Promise<FreeCounsellorList> {
  await rollSlotsForward(deps.db, deps.clock());
  const booking = await findBooking(deps.db, bookingId);
  if (!booking) throw new AppError('NOT_FOUND', 'no such appointment');
  const open = (await listOpenSlotsAt(deps.db, booking.startsAt)).filter(
    (slot) => slot.counsellorId !== booking.counsellorId && sameMeeting(slot, booking),
  );
  const free = [];
  for (const slot of open) {
    if (await freeAt(deps.db, slot.counsellorId, booking)) {
      free.push({ id: slot.counsellorId, fullName: slot.counsellorName });
    }
  }
  return { counsellors: free };
}

/**
 * `PUT /lead/admin/appointments/{id}/counsellor`: gives a live booking to another counsellor in one
 * transaction with its audit entry and the emails (`giveBooking`); answers the booking as the
 * appointments view lists it.
 */
export async function reassignAppointment(
  deps: AppointmentDeps,
  bookingId: string,
  request: AppointmentReassign,
  change: EditorChange,
): Promise<AdminAppointment> {
  await rollSlotsForward(deps.db, deps.clock());
  await saveAudited(
    deps.db,
    { ...appointmentKind, save: (tx, record, now) => giveBooking(deps, tx, record, now) },
    { bookingId, counsellorId: request.counsellorUserId },
    { ...change, action: 'update' },
  );
  deps.notifier.kick();
  return toAdminAppointment((await findBooking(deps.db, bookingId))!);
}
