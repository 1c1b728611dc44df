import { and, asc, eq, gt, isNull, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { destinations, universities } from '../../../db/schema/catalogue.ts';
import { webinars } from '../../../db/schema/webinars.ts';

export type WebinarRow = Awaited<ReturnType<typeof listUpcomingWebinars>>[number];

/**
 * Webinars starting after `now`, soonest first, selected in the shape of `Webinar` (university null
 * for a country's general session). With a university: its own sessions and the
 * general sessions of `countryIso3`; with only a country: every session there.
 */
export async function listUpcomingWebinars(
  db: Db,
  options: { now: Date; countryIso3?: string; universitySlug?: string; limit: number },
) {
  let match: SQL | undefined;
  if (options.universitySlug !== undefined) {
    match = or(
      eq(universities.slug, options.universitySlug),
      options.countryIso3 === undefined
        ? undefined
        : and(isNull(webinars.universityId), eq(webinars.countryIso3, options.countryIso3)),
    );
  } else if (options.countryIso3 !== undefined) {
    match = eq(webinars.countryIso3, options.countryIso3);
  }
  return db
    .select({
      slug: webinars.slug,
      title: webinars.title,
      summary: webinars.summary,
      startsAt: webinars.startsAt,
      durationMinutes: webinars.durationMinutes,
      seats: webinars.seats,
      registered: webinars.registered,
      host: { name: webinars.hostName, role: webinars.hostRole },
      country: { slug: destinations.slug, name: destinations.name },
      university: { slug: universities.slug, name: universities.name },
    })
    .from(webinars)
    .innerJoin(destinations, eq(destinations.iso3, webinars.countryIso3))
    .leftJoin(universities, eq(universities.id, webinars.universityId))
    .where(and(gt(webinars.startsAt, options.now), match))
    .orderBy(asc(webinars.startsAt), asc(webinars.id))
    .limit(options.limit);
}

/** The country of a university, so its page can also list that country's general sessions. */
export async function findUniversityCountry(db: Db, slug: string) {
  const [row] = await db
    .select({ countryIso3: universities.countryIso3 })
    .from(universities)
    .where(eq(universities.slug, slug))
    .limit(1);
  return row?.countryIso3;
}
