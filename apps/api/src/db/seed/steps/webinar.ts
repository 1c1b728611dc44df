import { findDestination } from '@meridian/domain/destinations';
import { webinars } from '#api/db/schema/webinars.ts';
import { readSampleWebinars } from '#api/db/seed/content-files/sample-events.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';
import { universityIdsBySlug } from '#api/db/seed/university-ids.ts';
import { istStart } from '#api/db/seed/ist-start.ts';

/**
 * Webinars dated from the day the seed runs, so upcoming ones are still ahead when the site starts
 * and past ones have happened. Sessions meet in Jitsi Meet rooms (a room exists once someone opens
 * its link), the link provider's default. Sample data, outside production only.
 */
export const webinarStep: SeedStep = {
  name: 'webinars-v2',
  async run(tx) {
    const sample = readSampleWebinars();
    const ids = await universityIdsBySlug(
      tx,
      sample.flatMap((w) => (w.universitySlug ? [w.universitySlug] : [])),
    );
    const now = new Date();
    await tx
      .insert(webinars)
      .values(
        sample.map((w) => {
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
            joinUrl: `https://meet.jit.si/meridian-${w.slug}`,
            recordingUrl: w.recordingUrl ?? null,
          };
        }),
      )
      .onConflictDoNothing({ target: webinars.slug });
  },
};
