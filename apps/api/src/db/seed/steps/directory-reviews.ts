import { eq } from 'drizzle-orm';
import { experienceCentres } from '#api/db/schema/appointments.ts';
import { directoryReviews } from '#api/db/schema/directory.ts';
import { readSampleCentreReviews } from '#api/db/seed/content-files/sample-records.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';
import { sampleCentreSlug } from './sample-centres.ts';

/**
 * The sample centres' made-up reviews, matched to each by the directory it is listed in and its
 * city: outside production only, after the sample centres, each stored marked sample.
 */
export const directoryReviewsStep: SeedStep = {
  name: 'directory-reviews-v2',
  async run(tx) {
    const centres = await tx
      .select({ id: experienceCentres.id, slug: experienceCentres.slug })
      .from(experienceCentres)
      .where(eq(experienceCentres.sample, true));
    const idBySlug = new Map(centres.map((centre) => [centre.slug, centre.id]));
    const rows = Object.entries(readSampleCentreReviews()).flatMap(([kind, byCity]) =>
      Object.entries(byCity).flatMap(([citySlug, reviews]) => {
        const centreId = idBySlug.get(sampleCentreSlug(kind, citySlug));
        return centreId === undefined ? [] : reviews.map((review) => ({ centreId, ...review, sample: true }));
      }),
    );
    if (rows.length > 0) await tx.insert(directoryReviews).values(rows);
  },
};
