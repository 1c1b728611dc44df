import { inArray } from 'drizzle-orm';
import { appointmentSlots, experienceCentres } from '../../schema/appointments.ts';
import { users } from '../../schema/people.ts';
import {
  AVAILABILITY_DAYS,
  COUNSELLOR_WEEKS,
  EXPERIENCE_CENTRES,
} from '../data/appointments/availability.ts';
import { istStart } from '../ist-start.ts';
import type { SeedStep } from '../seed-step.ts';

/** The IST weekday (0 Sunday) of India's calendar day `inDays` after `now`. */
const istWeekday = (now: Date, inDays: number) => istStart(now, inDays, '12:00').getUTCDay();

/** The experience centres and the demo counsellors' free slots over the next two weeks; never in production. */
export const demoAppointmentsStep: SeedStep = {
  name: 'demo-appointments-v1',
  async run(tx, { now }) {
    await tx
      .insert(experienceCentres)
      .values([...EXPERIENCE_CENTRES])
      .onConflictDoNothing();
    const centres = await tx
      .select({ id: experienceCentres.id, slug: experienceCentres.slug })
      .from(experienceCentres);
    const centreId = new Map(centres.map((c) => [c.slug, c.id]));
    const staff = await tx
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(
        inArray(
          users.mobile,
          COUNSELLOR_WEEKS.map((week) => week.mobile),
        ),
      );
    const counsellorId = new Map(staff.map((user) => [user.mobile, user.id]));

    const slots = COUNSELLOR_WEEKS.flatMap((week) => {
      const id = counsellorId.get(week.mobile);
      if (!id) return [];
      return Array.from({ length: AVAILABILITY_DAYS }, (_, i) => i + 1).flatMap((inDays) => {
        const day = week.days.find((d) => d.weekday === istWeekday(now, inDays));
        if (!day) return [];
        return day.istTimes.map((time) => ({
          counsellorId: id,
          startsAt: istStart(now, inDays, time),
          durationMinutes: day.durationMinutes,
          mode: day.mode,
          centreId: day.centre ? (centreId.get(day.centre) ?? null) : null,
        }));
      });
    });
    if (slots.length > 0) await tx.insert(appointmentSlots).values(slots).onConflictDoNothing();
  },
};
