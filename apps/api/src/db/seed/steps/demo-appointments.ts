import { inArray } from 'drizzle-orm';
import { INDIA_TIME_ZONE } from '@meridian/domain/time-zone';
import { counsellorHours, experienceCentres } from '#api/db/schema/appointments.ts';
import { users } from '#api/db/schema/people.ts';
import { COUNSELLOR_HOURS, EXPERIENCE_CENTRES } from '#api/db/seed/data/appointments/availability.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';
import { SAMPLE_CENTRE_PHONE } from './sample-centres.ts';

/**
 * The demo counsellors' sample experience centres and working hours; their open slots are made from
 * the hours for the coming weeks, and roll forward from then on. Never in production.
 */
export const demoAppointmentsStep: SeedStep = {
  name: 'demo-appointments-v2',
  async run(tx, { now }) {
    await tx
      .insert(experienceCentres)
      .values(
        EXPERIENCE_CENTRES.map((centre) => ({
          ...centre,
          phone: SAMPLE_CENTRE_PHONE,
          openingHours: { weekdays: [1, 2, 3, 4, 5, 6], opens: '10:00', closes: '17:30' },
          offers: [],
          sample: true,
        })),
      )
      .onConflictDoNothing();
    const staff = await tx
      .select({ id: users.id, mobile: users.mobile })
      .from(users)
      .where(
        inArray(
          users.mobile,
          COUNSELLOR_HOURS.map((hours) => hours.mobile),
        ),
      );
    const counsellorId = new Map(staff.map((user) => [user.mobile, user.id]));
    const hours = COUNSELLOR_HOURS.flatMap(({ mobile, weekly }) => {
      const id = counsellorId.get(mobile);
      return id ? [{ counsellorId: id, timeZone: INDIA_TIME_ZONE, weekly, daysOff: [], updatedAt: now }] : [];
    });
    if (hours.length > 0) await tx.insert(counsellorHours).values(hours).onConflictDoNothing();
  },
};
