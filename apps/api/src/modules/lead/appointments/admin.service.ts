import { DateTime } from 'luxon';
import type {
  AdminAppointment,
  AdminAppointmentList,
  AdminAppointmentsQuery,
} from '@meridian/domain/lead/counsellors';
import { INDIA_TIME_ZONE } from '@meridian/domain/time-zone';
import type { Db } from '#api/db/client.ts';
import { listBookingsBetween, type BookingRow } from './repo.ts';

/** A booking as the console's appointments view lists it. */
export const toAdminAppointment = (row: BookingRow): AdminAppointment => ({
  id: row.id,
  status: row.status,
  startsAt: row.startsAt.toISOString(),
  durationMinutes: row.durationMinutes,
  mode: row.mode,
  centre: row.centreName,
  counsellor: { id: row.counsellorId, fullName: row.counsellorName },
  name: row.name,
  mobile: row.mobile,
  email: row.email,
  toReassign: row.status === 'booked' && !row.counsellorCounsels,
});

/** What the console shows when no days are asked for: today and the next fortnight. */
const DEFAULT_DAYS = 14;

/**
 * `GET /lead/admin/appointments`: bookings (live and cancelled) grouped by India's calendar day,
 * soonest first; `counsellorId` narrows to one counsellor (the route forces a counsellor's own).
 */
export async function listAdminAppointments(
  db: Db,
  query: AdminAppointmentsQuery,
  now: Date,
): Promise<AdminAppointmentList> {
  const day = (iso: string) => DateTime.fromISO(iso, { zone: INDIA_TIME_ZONE });
  const from = query.from
    ? day(query.from)
    : DateTime.fromJSDate(now, { zone: INDIA_TIME_ZONE }).startOf('day');
  const to = query.to ? day(query.to) : from.plus({ days: DEFAULT_DAYS - 1 });
  const rows = await listBookingsBetween(db, {
    from: from.toJSDate(),
    until: to.plus({ days: 1 }).toJSDate(),
    counsellorId: query.counsellorId,
  });
  const days = new Map<string, AdminAppointmentList['days'][number]>();
  for (const row of rows) {
    const key = DateTime.fromJSDate(row.startsAt, { zone: INDIA_TIME_ZONE }).toISODate()!;
    const group = days.get(key) ?? { day: key, appointments: [] };
    group.appointments.push(toAdminAppointment(row));
    days.set(key, group);
  }
  return { days: [...days.values()] };
}
