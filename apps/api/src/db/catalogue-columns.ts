import { eq } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { destinations, universities } from './schema/catalogue.ts';
import type { acceleratorPrograms, courses } from './schema/courses.ts';

/**
 * A university as cards and lists show it, and its country: the columns every catalogue query
 * selects for them (catalogue, profile and search queries alike).
 */
export const universityCardColumns = {
  id: universities.id,
  slug: universities.slug,
  name: universities.name,
  city: universities.city,
  worldRanking: universities.worldRanking,
  rankingSource: universities.rankingSource,
  logo: universities.logo,
};

export const countryColumns = { iso3: destinations.iso3, slug: destinations.slug, name: destinations.name };

/**
 * Joins a select from courses or programs (made `$dynamic()`) to the offering's university and its
 * country: what every query that names an offering's university or country needs.
 */
export function withUniversityAndCountry<T extends PgSelect>(
  query: T,
  offering: typeof courses | typeof acceleratorPrograms,
) {
  return query
    .innerJoin(universities, eq(universities.id, offering.universityId))
    .innerJoin(destinations, eq(destinations.iso3, offering.countryIso3));
}
