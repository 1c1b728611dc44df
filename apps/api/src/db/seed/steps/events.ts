import { eventUniversities, events } from '../../schema/events.ts';
import {
  FAIR_DURATION_MINUTES,
  FAIR_HIGHLIGHTS,
  FAIR_OPENS_IST,
  FAIR_SCHEDULE,
  FAIRS,
} from '../data/events/fairs.ts';
import { istStart } from '../ist-start.ts';
import type { SeedStep } from '../seed-step.ts';
import { universityIdsBySlug } from '../university-ids.ts';

/** The three university fairs and their exhibitors, dated from the day the seed runs. */
export const eventsStep: SeedStep = {
  name: 'events-v1',
  async run(tx) {
    const ids = await universityIdsBySlug(
      tx,
      FAIRS.flatMap((f) => f.universitySlugs),
    );
    const now = new Date();
    for (const fair of FAIRS) {
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
          startsAt: istStart(now, fair.inDays, FAIR_OPENS_IST),
          durationMinutes: FAIR_DURATION_MINUTES,
          schedule: [...FAIR_SCHEDULE],
          keyHighlights: [...FAIR_HIGHLIGHTS],
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
