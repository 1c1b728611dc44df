import { eventUniversities, events } from '#api/db/schema/events.ts';
import { readSampleFairs } from '#api/db/seed/content-files/sample-events.ts';
import { istStart } from '#api/db/seed/ist-start.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';
import { universityIdsBySlug } from '#api/db/seed/university-ids.ts';

/** The three sample university fairs of `content/sample/fairs.yaml`, dated from the day the seed runs. */
export const eventsStep: SeedStep = {
  name: 'events-v1',
  async run(tx) {
    const { fairs, opensIst, durationMinutes, schedule, highlights } = readSampleFairs();
    const ids = await universityIdsBySlug(
      tx,
      fairs.flatMap((f) => f.universitySlugs),
    );
    const now = new Date();
    for (const fair of fairs) {
      const [row] = await tx
        .insert(events)
        .values({
          slug: fair.slug,
          city: fair.city,
          title: fair.title,
          overview: fair.overview,
          bannerHeadline: fair.bannerHeadline,
          bannerSubline: fair.bannerSubline,
          venueName: fair.venueName,
          venueAddress: fair.venueAddress,
          latitude: fair.latitude,
          longitude: fair.longitude,
          startsAt: istStart(now, fair.inDays, opensIst),
          durationMinutes,
          schedule,
          keyHighlights: highlights,
        })
        .returning({ id: events.id });
      await tx.insert(eventUniversities).values(
        fair.universitySlugs.map((slug, sortOrder) => {
          const universityId = ids.get(slug);
          if (universityId === undefined) throw new Error(`fair ${fair.slug}: no university ${slug}`);
          return { eventId: row!.id, universityId, sortOrder };
        }),
      );
    }
  },
};
