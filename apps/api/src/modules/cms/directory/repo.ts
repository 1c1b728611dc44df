import { asc, desc, inArray } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { directoryReviews } from '#api/db/schema/directory.ts';

/** The reviews of these centres, newest first. */
export async function listReviews(db: Db, centreIds: readonly number[]) {
  if (centreIds.length === 0) return [];
  return db
    .select({
      centreId: directoryReviews.centreId,
      authorName: directoryReviews.authorName,
      rating: directoryReviews.rating,
      reviewedOn: directoryReviews.reviewedOn,
      body: directoryReviews.body,
      sample: directoryReviews.sample,
    })
    .from(directoryReviews)
    .where(inArray(directoryReviews.centreId, [...centreIds]))
    .orderBy(desc(directoryReviews.reviewedOn), asc(directoryReviews.id));
}
