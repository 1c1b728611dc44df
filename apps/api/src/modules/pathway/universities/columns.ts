import { destinations, universities } from '../../../db/schema/catalogue.ts';

/**
 * A university as cards and lists show it, and its country: the columns every catalogue query
 * selects for them (search reads them too, under ADR 008's allowance).
 */
export const universityCardColumns = {
  id: universities.id,
  slug: universities.slug,
  name: universities.name,
  city: universities.city,
  worldRanking: universities.worldRanking,
  rankingSource: universities.rankingSource,
};

export const countryColumns = { iso3: destinations.iso3, slug: destinations.slug, name: destinations.name };
