import { findDestination } from '@meridian/domain/destinations';
import type { UpcomingWebinarsQuery, Webinar } from '@meridian/domain/content/webinars';
import type { Db } from '../../../db/client.ts';
import { findUniversityCountry, listUpcomingWebinars, type WebinarRow } from './repo.ts';

/** A detail page shows a handful; more would push the page's own content down. */
const UPCOMING_LIMIT = 6;

function toWebinar({ seats, registered, startsAt, ...row }: WebinarRow): Webinar {
  return {
    ...row,
    kind: row.university ? 'university' : 'country',
    startsAt: startsAt.toISOString(),
    seatsLeft: seats - registered,
  };
}

/** Sessions still ahead that match the country or the university (an unknown university has none). */
export async function upcomingWebinars(
  db: Db,
  query: UpcomingWebinarsQuery,
  now: Date = new Date(),
): Promise<Webinar[]> {
  const countryIso3 = query.country
    ? findDestination(query.country)!.iso3
    : query.university
      ? await findUniversityCountry(db, query.university)
      : undefined;
  const rows = await listUpcomingWebinars(db, {
    now,
    ...(countryIso3 ? { countryIso3 } : {}),
    ...(query.university ? { universitySlug: query.university } : {}),
    limit: UPCOMING_LIMIT,
  });
  return rows.map(toWebinar);
}
