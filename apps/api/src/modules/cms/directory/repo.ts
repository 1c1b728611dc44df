import { and, asc, count, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DirectoryKind } from '@meridian/domain/content/directory';
import type { Db } from '../../../db/client.ts';
import { directoryCities, directoryListings, directoryReviews } from '../../../db/schema/directory.ts';
import { firstRow } from '../../../db/first-row.ts';

export async function listCitiesWithListings(db: Db, kind: DirectoryKind) {
  return db
    .select({
      slug: directoryCities.slug,
      name: directoryCities.name,
      state: directoryCities.state,
      listings: count(directoryListings.id),
    })
    .from(directoryCities)
    .innerJoin(
      directoryListings,
      and(eq(directoryListings.citySlug, directoryCities.slug), eq(directoryListings.kind, kind)),
    )
    .groupBy(directoryCities.slug)
    .orderBy(asc(directoryCities.name));
}

export async function findCity(db: Db, slug: string) {
  return firstRow(db.select().from(directoryCities).where(eq(directoryCities.slug, slug)));
}

export async function listListings(db: Db, kind: DirectoryKind, citySlug: string) {
  return db
    .select()
    .from(directoryListings)
    .where(and(eq(directoryListings.kind, kind), eq(directoryListings.citySlug, citySlug)))
    .orderBy(asc(directoryListings.id));
}

/** The reviews of these listings, newest first. */
export async function listReviews(db: Db, listingIds: readonly number[]) {
  if (listingIds.length === 0) return [];
  return db
    .select({
      listingId: directoryReviews.listingId,
      authorName: directoryReviews.authorName,
      rating: directoryReviews.rating,
      reviewedOn: directoryReviews.reviewedOn,
      body: directoryReviews.body,
      sample: directoryReviews.sample,
    })
    .from(directoryReviews)
    .where(inArray(directoryReviews.listingId, [...listingIds]))
    .orderBy(desc(directoryReviews.reviewedOn), asc(directoryReviews.id));
}

/** Other directoryCities with listings of this kind, nearest first (flat-earth distance is enough to rank). */
export async function listNearbyCities(
  db: Db,
  options: {
    kind: DirectoryKind;
    from: { slug: string; latitude: number; longitude: number };
    limit: number;
  },
) {
  const { latitude, longitude } = options.from;
  return db
    .selectDistinct({
      slug: directoryCities.slug,
      name: directoryCities.name,
      state: directoryCities.state,
      distance: sql<number>`power(${directoryCities.latitude} - ${latitude}, 2) + power(${directoryCities.longitude} - ${longitude}, 2)`,
    })
    .from(directoryCities)
    .innerJoin(
      directoryListings,
      and(eq(directoryListings.citySlug, directoryCities.slug), eq(directoryListings.kind, options.kind)),
    )
    .where(ne(directoryCities.slug, options.from.slug))
    .orderBy(sql`4`)
    .limit(options.limit);
}
