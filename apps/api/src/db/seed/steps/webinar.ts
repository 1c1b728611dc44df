import { inArray } from 'drizzle-orm';
import { findDestination } from '@meridian/domain/destinations';
import { universities } from '../../schema/catalogue.ts';
import { webinars } from '../../schema/webinars.ts';
import { WEBINARS } from '../data/webinar/webinars.ts';
import type { SeedStep } from '../seed-step.ts';

const IST_OFFSET_MINUTES = 5 * 60 + 30;

/** The UTC instant of `istTime` India time, `inDays` after India's calendar day at `now`. */
export function istStart(now: Date, inDays: number, istTime: string): Date {
  const india = new Date(now.getTime() + IST_OFFSET_MINUTES * 60_000);
  const [hours, minutes] = istTime.split(':').map(Number) as [number, number];
  return new Date(
    Date.UTC(india.getUTCFullYear(), india.getUTCMonth(), india.getUTCDate() + inDays, hours, minutes) -
      IST_OFFSET_MINUTES * 60_000,
  );
}

/** Upcoming webinars, dated from the day the seed runs so they are still ahead when the site starts. */
export const webinarStep: SeedStep = {
  name: 'webinars-v1',
  async run(tx) {
    const slugs = WEBINARS.flatMap((w) => (w.universitySlug ? [w.universitySlug] : []));
    const ids = new Map(
      (
        await tx
          .select({ id: universities.id, slug: universities.slug })
          .from(universities)
          .where(inArray(universities.slug, slugs))
      ).map((u) => [u.slug, u.id]),
    );
    const now = new Date();
    await tx.insert(webinars).values(
      WEBINARS.map((w) => {
        const universityId = w.universitySlug === null ? null : ids.get(w.universitySlug);
        if (universityId === undefined)
          throw new Error(`webinar ${w.slug}: no university ${w.universitySlug}`);
        return {
          slug: w.slug,
          title: w.title,
          summary: w.summary,
          countryIso3: findDestination(w.countrySlug)!.iso3,
          universityId,
          hostName: w.hostName,
          hostRole: w.hostRole,
          startsAt: istStart(now, w.inDays, w.istTime),
          durationMinutes: w.durationMinutes,
          seats: w.seats,
          registered: w.registered,
        };
      }),
    );
  },
};
