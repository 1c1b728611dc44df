import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { DirectoryKind } from '@meridian/domain/content/directory';
import type { Db } from '../../../db/client.ts';
import { cities, directoryListings } from '../../../db/schema/editorial.ts';

export async function listCitiesWithListings(db: Db, kind: DirectoryKind) {
  return db
    .select({
      slug: cities.slug,
      name: cities.name,
      state: cities.state,
      listings: count(directoryListings.id),
    })
    .from(cities)
    .innerJoin(
      directoryListings,
      and(eq(directoryListings.citySlug, cities.slug), eq(directoryListings.kind, kind)),
    )
    .groupBy(cities.slug)
    .orderBy(asc(cities.name));
}

export async function findCity(db: Db, slug: string) {
  const [row] = await db.select().from(cities).where(eq(cities.slug, slug)).limit(1);
  return row;
}

export async function listListings(db: Db, kind: DirectoryKind, citySlug: string) {
  return db
    .select()
    .from(directoryListings)
    .where(and(eq(directoryListings.kind, kind), eq(directoryListings.citySlug, citySlug)))
    .orderBy(asc(directoryListings.id));
}

/** Other cities with listings of this kind, nearest first (flat-earth distance is enough to rank). */
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
      slug: cities.slug,
      name: cities.name,
      state: cities.state,
      distance: sql<number>`power(${cities.latitude} - ${latitude}, 2) + power(${cities.longitude} - ${longitude}, 2)`,
    })
    .from(cities)
    .innerJoin(
      directoryListings,
      and(eq(directoryListings.citySlug, cities.slug), eq(directoryListings.kind, options.kind)),
    )
    .where(ne(cities.slug, options.from.slug))
    .orderBy(sql`4`)
    .limit(options.limit);
}
