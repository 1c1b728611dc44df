import { sql } from 'drizzle-orm';
import { findDestination } from '@meridian/domain/destinations';
import { webinars } from '../../schema/webinars.ts';
import { WEBINARS } from '../data/webinar/webinars.ts';
import type { SeedStep } from '../seed-step.ts';
import { universityIdsBySlug } from '../university-ids.ts';
import { istStart } from '../ist-start.ts';

/**
 * Webinars dated from the day the seed runs, so upcoming ones are still ahead when the site starts
 * and past ones have happened. Sessions meet in Jitsi Meet rooms (a room exists once someone opens
 * its link), the link provider's default. v2 adds the join links and the past sessions to a
 * database seeded with v1.
 */
export const webinarStep: SeedStep = {
  name: 'webinars-v2',
  async run(tx) {
    const ids = await universityIdsBySlug(
      tx,
      WEBINARS.flatMap((w) => (w.universitySlug ? [w.universitySlug] : [])),
    );
    const now = new Date();
    await tx
      .insert(webinars)
      .values(
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
            joinUrl: `https://meet.jit.si/meridian-${w.slug}`,
            recordingUrl: w.recordingUrl ?? null,
          };
        }),
      )
      .onConflictDoUpdate({
        target: webinars.slug,
        set: {
          startsAt: sql`excluded.starts_at`,
          joinUrl: sql`excluded.join_url`,
          recordingUrl: sql`excluded.recording_url`,
          updatedAt: sql`now()`,
        },
      });
  },
};
