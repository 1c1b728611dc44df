import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#api/db/client.ts';
import { destinations, universities, worldCountries } from '#api/db/schema/catalogue.ts';
import { countryPages } from '#api/db/schema/content.ts';
import { exchangeRates } from '#api/db/schema/exchange-rates.ts';
import { universityCardColumns } from '#api/db/catalogue-columns.ts';
import { firstRow } from '#api/db/first-row.ts';

export async function listDestinations(db: Db) {
  return db.select().from(destinations).orderBy(asc(destinations.sortOrder));
}

export async function findCountryPageBySlug(db: Db, slug: string) {
  return firstRow(
    db
      .select({ iso3: destinations.iso3, name: destinations.name, content: countryPages.content })
      .from(destinations)
      .innerJoin(countryPages, eq(countryPages.iso3, destinations.iso3))
      .where(eq(destinations.slug, slug)),
  );
}

/** Ranked first (best rank first), unranked after, by name: in one country, or across all. */
export async function listTopUniversities(db: Db, options: { countryIso3?: string; limit: number }) {
  return db
    .select({
      ...universityCardColumns,
      countrySlug: destinations.slug,
      countryName: destinations.name,
    })
    .from(universities)
    .innerJoin(destinations, eq(destinations.iso3, universities.countryIso3))
    .where(options.countryIso3 ? eq(universities.countryIso3, options.countryIso3) : undefined)
    .orderBy(sql`${universities.worldRanking} asc nulls last`, asc(universities.name))
    .limit(options.limit);
}

export async function findLatestExchangeRate(db: Db, currency: string) {
  return firstRow(
    db
      .select()
      .from(exchangeRates)
      .where(eq(exchangeRates.currency, currency))
      .orderBy(desc(exchangeRates.asOf)),
  );
}

/** The embedded world list, in the shape of `WorldCountry`. */
export async function listWorldCountryRows(db: Db) {
  return db
    .select({
      countryCode: worldCountries.iso2,
      countryName: worldCountries.name,
      currencyCode: worldCountries.currencyCode,
      population: worldCountries.population,
      capital: worldCountries.capital,
      continentName: worldCountries.continentName,
    })
    .from(worldCountries)
    .orderBy(asc(worldCountries.name));
}
