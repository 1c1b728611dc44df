import { directoryListings, directoryReviews } from '../../schema/directory.ts';
import { readDirectoryReviews } from '../content-files/records.ts';
import type { SeedStep } from '../seed-step.ts';

/**
 * The stored student reviews of each centre, matched to its listing by kind and city. A step of
 * its own so databases seeded before reviews existed get them too.
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
    const reviews = readDirectoryReviews();
    const rows = listings.flatMap((listing) =>
      (reviews[listing.kind]?.[listing.citySlug] ?? []).map((review) => ({
        listingId: listing.id,
        ...review,
      })),
    );
    if (rows.length > 0) await tx.insert(directoryReviews).values(rows);
  },
};
