import { and, asc, count, eq, gt, gte, isNull, lt, lte, ne, notExists, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { AppointmentMode } from '@meridian/domain/lead/appointments';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import { appointmentBookings, appointmentSlots, experienceCentres } from '#api/db/schema/appointments.ts';
import { users } from '#api/db/schema/people.ts';
import { counselsNow } from '#api/db/counsels-now.ts';
import { directoryCities } from '#api/db/schema/directory-cities.ts';

/**
 * Joins a select naming slots (made `$dynamic()`) to each slot's counsellor (a read-only join on the
 * counsellor's account) and to its centre and the centre's city (a reference join), if it has one.
 */
function withCounsellorAndCentre<T extends PgSelect>(query: T) {
  return query
    .innerJoin(users, eq(users.id, appointmentSlots.counsellorId))
    .leftJoin(experienceCentres, eq(experienceCentres.id, appointmentSlots.centreId))
    .leftJoin(directoryCities, eq(directoryCities.slug, experienceCentres.citySlug));
}

const slotColumns = {
  id: appointmentSlots.id,
  startsAt: appointmentSlots.startsAt,
  durationMinutes: appointmentSlots.durationMinutes,
  mode: appointmentSlots.mode,
  centreId: appointmentSlots.centreId,
  counsellorId: appointmentSlots.counsellorId,
  counsellorName: users.fullName,
  counsellorPhoto: users.photo,
  counsellorEmail: users.email,
  centreName: experienceCentres.name,
  /** The street address, city and PIN code, as a visitor finds the centre. */
  centreAddress: sql<
    string | null
  >`${experienceCentres.address} || ', ' || ${directoryCities.name} || ' ' || ${experienceCentres.postalCode}`,
  centreCity: directoryCities.name,
  centreLatitude: experienceCentres.latitude,
  centreLongitude: experienceCentres.longitude,
};

/** Slots with their counsellor's name and their centre. */
const selectSlots = (db: Db | Tx) =>
  withCounsellorAndCentre(db.select(slotColumns).from(appointmentSlots).$dynamic());

export type SlotRow = Awaited<ReturnType<typeof listOpenSlots>>[number];

const liveBookingOf = (db: Db | Tx, slotId: SQL | number) =>
  db
    .select({ id: appointmentBookings.id })
    .from(appointmentBookings)
    .where(and(eq(appointmentBookings.slotId, slotId), eq(appointmentBookings.status, 'booked')));

/**
 * Slots starting after `from` that nobody holds, soonest first; none at a centre switched off, and
 * none of a counsellor whose role was taken away or whose account is switched off.
 */
export async function listOpenSlots(db: Db, options: { from: Date; mode?: AppointmentMode | undefined }) {
  return selectSlots(db)
    .where(
      and(
        gt(appointmentSlots.startsAt, options.from),
        isNull(appointmentSlots.withdrawnAt),
        options.mode ? eq(appointmentSlots.mode, options.mode) : undefined,
        or(isNull(appointmentSlots.centreId), eq(experienceCentres.active, true)),
        counselsNow,
        notExists(liveBookingOf(db, sql`${appointmentSlots.id}`)),
      ),
    )
    .orderBy(asc(appointmentSlots.startsAt), asc(appointmentSlots.id));
}

/**
 * The open slots starting at `startsAt` of those who counsel now, whatever the notice: who is free
 * at a booking's time to take it over.
 */
export async function listOpenSlotsAt(db: Db | Tx, startsAt: Date) {
  return selectSlots(db)
    .where(
      and(
        eq(appointmentSlots.startsAt, startsAt),
        isNull(appointmentSlots.withdrawnAt),
        counselsNow,
        notExists(liveBookingOf(db, sql`${appointmentSlots.id}`)),
      ),
    )
    .orderBy(asc(users.fullName));
}

/** The counsellor's slot starting at `startsAt`, if their hours made one (and still cover it). */
export async function findSlotOfAt(db: Db | Tx, counsellorId: string, startsAt: Date) {
  const [row] = await selectSlots(db).where(
    and(
      eq(appointmentSlots.counsellorId, counsellorId),
      eq(appointmentSlots.startsAt, startsAt),
      isNull(appointmentSlots.withdrawnAt),
    ),
  );
  return row;
}

/** Whether the counsellor has a live booking of a slot overlapping [start, end). */
export async function hasBookingOverlapping(
  db: Db | Tx,
  options: { counsellorId: string; start: Date; end: Date },
): Promise<boolean> {
  const [row] = await db
    .select({ id: appointmentBookings.id })
    .from(appointmentBookings)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointmentBookings.slotId))
    .where(
      and(
        eq(appointmentBookings.status, 'booked'),
        eq(appointmentSlots.counsellorId, options.counsellorId),
        lt(appointmentSlots.startsAt, options.end),
        gt(
          sql`${appointmentSlots.startsAt} + make_interval(mins => ${appointmentSlots.durationMinutes})`,
          options.start,
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The slot, locked for the rest of the transaction, and whether someone holds it. Two bookings of
 * one slot queue on the lock; the second then sees the first's booking.
 */
export async function lockSlot(
  tx: Tx,
  slotId: number,
): Promise<{ slot: SlotRow; taken: boolean } | undefined> {
  const [locked] = await tx
    .select({ id: appointmentSlots.id })
    .from(appointmentSlots)
    .where(and(eq(appointmentSlots.id, slotId), isNull(appointmentSlots.withdrawnAt)))
    .for('update');
  if (!locked) return undefined;
  // A slot of someone who no longer counsels is not offered, so it is not booked either.
  const [slot] = await selectSlots(tx).where(and(eq(appointmentSlots.id, slotId), counselsNow));
  if (!slot) return undefined;
  const [live] = await liveBookingOf(tx, slotId).limit(1);
  return { slot, taken: live !== undefined };
}

/** A booking waiting for the OTP to its mobile: it holds no slot yet. */
export async function insertPendingBooking(
  tx: Tx,
  values: {
    slotId: number;
    leadId: string;
    userId: string | null;
    name: string;
    mobile: string;
    email: string;
  },
): Promise<string> {
  const [row] = await tx
    .insert(appointmentBookings)
    .values({ ...values, status: 'pending' })
    .returning({ id: appointmentBookings.id });
  return row!.id;
}

/** The pending booking now holds its slot. */
export async function confirmBooking(tx: Tx, bookingId: string, now: Date): Promise<void> {
  await tx
    .update(appointmentBookings)
    .set({ status: 'booked', updatedAt: now })
    .where(eq(appointmentBookings.id, bookingId));
}

/** Live bookings of slots still ahead made with this mobile or this email. */
export async function countUpcomingBookingsOf(
  tx: Tx,
  person: { mobile: string; email: string; now: Date },
): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(appointmentBookings)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointmentBookings.slotId))
    .where(
      and(
        eq(appointmentBookings.status, 'booked'),
        gt(appointmentSlots.startsAt, person.now),
        or(eq(appointmentBookings.mobile, person.mobile), eq(appointmentBookings.email, person.email)),
      ),
    );
  return row!.n;
}

const bookingColumns = {
  ...slotColumns,
  slotId: appointmentSlots.id,
  id: appointmentBookings.id,
  status: appointmentBookings.status,
  name: appointmentBookings.name,
  email: appointmentBookings.email,
  userId: appointmentBookings.userId,
  leadId: appointmentBookings.leadId,
  mobile: appointmentBookings.mobile,
  /** Whether the slot's counsellor still counsels: a booking of one who does not awaits another. */
  counsellorCounsels: sql<boolean>`${counselsNow}`.mapWith(Boolean),
};

/** Bookings with their slot, its counsellor's name and its centre. */
const selectBookings = (db: Db | Tx) =>
  withCounsellorAndCentre(
    db
      .select(bookingColumns)
      .from(appointmentBookings)
      .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointmentBookings.slotId))
      .$dynamic(),
  );

export type BookingRow = NonNullable<Awaited<ReturnType<typeof findBooking>>>;

export async function findBooking(db: Db | Tx, bookingId: string) {
  const [row] = await selectBookings(db).where(eq(appointmentBookings.id, bookingId));
  return row;
}

/** The booking, locked for the rest of the transaction so a move and a cancel do not cross. */
export async function lockBooking(tx: Tx, bookingId: string) {
  await tx
    .select({ id: appointmentBookings.id })
    .from(appointmentBookings)
    .where(eq(appointmentBookings.id, bookingId))
    .for('update');
  return findBooking(tx, bookingId);
}

/**
 * The person's bookings: made while signed in, or with their account's mobile or email; soonest
 * first. Pending ones (never verified) are not theirs to see.
 */
export async function listBookingsOf(
  db: Db,
  person: { userId: string; mobile: string | null; email: string | null },
) {
  return selectBookings(db)
    .where(
      and(
        ne(appointmentBookings.status, 'pending'),
        or(
          eq(appointmentBookings.userId, person.userId),
          person.mobile ? eq(appointmentBookings.mobile, person.mobile) : undefined,
          person.email ? eq(appointmentBookings.email, person.email) : undefined,
        ),
      ),
    )
    .orderBy(asc(appointmentSlots.startsAt));
}

/** Live and cancelled bookings of slots starting in [from, until), one counsellor's or everyone's, soonest first. */
export async function listBookingsBetween(
  db: Db,
  options: { from: Date; until: Date; counsellorId?: string | undefined },
) {
  return selectBookings(db)
    .where(
      and(
        ne(appointmentBookings.status, 'pending'),
        gte(appointmentSlots.startsAt, options.from),
        lt(appointmentSlots.startsAt, options.until),
        options.counsellorId ? eq(appointmentSlots.counsellorId, options.counsellorId) : undefined,
      ),
    )
    .orderBy(asc(appointmentSlots.startsAt), asc(appointmentBookings.id));
}

/** Moves a booking to another slot; its reminder is due again for the new time. */
export async function moveBooking(tx: Tx, bookingId: string, slotId: number, now: Date): Promise<void> {
  await tx
    .update(appointmentBookings)
    .set({ slotId, remindedAt: null, updatedAt: now })
    .where(eq(appointmentBookings.id, bookingId));
}

export async function cancelBooking(tx: Tx, bookingId: string, now: Date): Promise<void> {
  await tx
    .update(appointmentBookings)
    .set({ status: 'cancelled', updatedAt: now })
    .where(eq(appointmentBookings.id, bookingId));
}

/** Live bookings of slots starting within `until` that have had no reminder yet. */
export async function listBookingsToRemind(db: Db, options: { now: Date; until: Date }) {
  return db
    .select({ id: appointmentBookings.id })
    .from(appointmentBookings)
    .innerJoin(appointmentSlots, eq(appointmentSlots.id, appointmentBookings.slotId))
    .where(
      and(
        eq(appointmentBookings.status, 'booked'),
        isNull(appointmentBookings.remindedAt),
        gt(appointmentSlots.startsAt, options.now),
        lte(appointmentSlots.startsAt, options.until),
      ),
    );
}

/** Claims a booking's reminder (true when this run is the one to send it), or releases it with `at: null`. */
export async function claimBookingReminder(
  db: Db | Tx,
  bookingId: string,
  at: Date | null,
): Promise<boolean> {
  const rows = await db
    .update(appointmentBookings)
    .set({ remindedAt: at })
    .where(
      and(
        eq(appointmentBookings.id, bookingId),
        at === null ? undefined : isNull(appointmentBookings.remindedAt),
      ),
    )
    .returning({ id: appointmentBookings.id });
  return rows.length > 0;
}
