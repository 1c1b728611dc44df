import { and, eq, gt, isNull, lt, notExists, notInArray, or, sql } from 'drizzle-orm';
import type { WorkingWindow } from '@meridian/domain/lead/counsellors';
import type { Db } from '#api/db/client.ts';
import type { Tx } from '#api/db/transaction.ts';
import {
  appointmentBookings,
  appointmentSlots,
  counsellorHours,
  experienceCentres,
} from '#api/db/schema/appointments.ts';
import { counsellorDesks } from '#api/db/schema/lead.ts';
import type { PlannedSlot } from '#api/modules/lead/appointments/slot-plan.ts';

export type HoursRow = typeof counsellorHours.$inferSelect;

export async function listDesks(db: Db | Tx) {
  return db.select().from(counsellorDesks);
}

export async function findDesk(db: Db | Tx, counsellorId: string) {
  const [row] = await db.select().from(counsellorDesks).where(eq(counsellorDesks.counsellorId, counsellorId));
  return row;
}

/** The desk's destinations (by name, as leads hold them); its place in the round-robin is kept. */
export async function saveDesk(tx: Tx, counsellorId: string, destinations: string[]): Promise<void> {
  await tx
    .insert(counsellorDesks)
    .values({ counsellorId, destinations })
    .onConflictDoUpdate({ target: counsellorDesks.counsellorId, set: { destinations } });
}

export async function listHours(db: Db | Tx) {
  return db.select().from(counsellorHours);
}

export async function findHours(db: Db | Tx, counsellorId: string) {
  const [row] = await db.select().from(counsellorHours).where(eq(counsellorHours.counsellorId, counsellorId));
  return row;
}

export async function saveHours(
  tx: Tx,
  values: { counsellorId: string; timeZone: string; weekly: WorkingWindow[]; daysOff: string[]; now: Date },
): Promise<void> {
  const { now, ...hours } = values;
  await tx
    .insert(counsellorHours)
    .values({ ...hours, updatedAt: now })
    .onConflictDoUpdate({ target: counsellorHours.counsellorId, set: { ...hours, updatedAt: now } });
}

/** Counsellors whose open slots were last made before `since` (the ones a new day has moved on for). */
export async function listHoursRolledBefore(db: Db, since: Date): Promise<HoursRow[]> {
  return db
    .select()
    .from(counsellorHours)
    .where(or(isNull(counsellorHours.slotsMadeAt), lt(counsellorHours.slotsMadeAt, since)));
}

export async function markSlotsMade(tx: Tx, counsellorId: string, at: Date): Promise<void> {
  await tx
    .update(counsellorHours)
    .set({ slotsMadeAt: at })
    .where(eq(counsellorHours.counsellorId, counsellorId));
}

export async function centreIdsBySlug(db: Db | Tx): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: experienceCentres.id, slug: experienceCentres.slug })
    .from(experienceCentres);
  return new Map(rows.map((row) => [row.slug, row.id]));
}

/**
 * Makes the counsellor's slots after `from` exactly the planned ones: each planned slot is added
 * (or offered again), and every other slot of theirs after `from` that nobody holds is withdrawn. A
 * booked slot stays booked whatever the hours say; the counsellor keeps that appointment.
 */
export async function syncSlots(
  tx: Tx,
  options: {
    counsellorId: string;
    from: Date;
    planned: PlannedSlot[];
    centreIds: Map<string, number>;
    now: Date;
  },
): Promise<void> {
  const { counsellorId, from, planned } = options;
  const live = tx
    .select({ one: sql`1` })
    .from(appointmentBookings)
    .where(
      and(eq(appointmentBookings.slotId, appointmentSlots.id), eq(appointmentBookings.status, 'booked')),
    );
  if (planned.length > 0) {
    await tx
      .insert(appointmentSlots)
      .values(
        planned.map((slot) => ({
          counsellorId,
          startsAt: slot.startsAt,
          durationMinutes: slot.durationMinutes,
          mode: slot.centre ? ('centre' as const) : ('video' as const),
          centreId: slot.centre ? options.centreIds.get(slot.centre)! : null,
        })),
      )
      .onConflictDoUpdate({
        target: [appointmentSlots.counsellorId, appointmentSlots.startsAt],
        // A free slot takes the window's kind of meeting; a held one stays as it was booked.
        set: {
          withdrawnAt: null,
          durationMinutes: sql`excluded.duration_minutes`,
          mode: sql`excluded.mode`,
          centreId: sql`excluded.centre_id`,
        },
        setWhere: notExists(live),
      });
  }
  await tx
    .update(appointmentSlots)
    .set({ withdrawnAt: options.now })
    .where(
      and(
        eq(appointmentSlots.counsellorId, counsellorId),
        gt(appointmentSlots.startsAt, from),
        isNull(appointmentSlots.withdrawnAt),
        planned.length > 0
          ? notInArray(
              appointmentSlots.startsAt,
              planned.map((slot) => slot.startsAt),
            )
          : undefined,
        notExists(live),
      ),
    );
}
