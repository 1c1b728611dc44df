import { directoryListings, directoryReviews } from '../../schema/directory.ts';
import { readSampleCentreReviews } from '../content-files/sample-records.ts';
import type { SeedStep } from '../seed-step.ts';

/**
 * Invented reviews of each centre (sample data, stored marked so), matched to its listing by kind
 * and city; after the listings.
 */
export const directoryReviewsStep: SeedStep = {
  name: 'directory-reviews-v1',
  async run(tx) {
    const listings = await tx
      .select({
        id: directoryListings.id,
        kind: directoryListings.kind,
        citySlug: directoryListings.citySlug,
      })
      .from(directoryListings);
    const reviews = readSampleCentreReviews();
    const rows = listings.flatMap((listing) =>
      (reviews[listing.kind]?.[listing.citySlug] ?? []).map((review) => ({
        listingId: listing.id,
        ...review,
        sample: true,
      })),
    );
    if (rows.length > 0) await tx.insert(directoryReviews).values(rows);
  },
};
