import { CountryContent, type CountryDetailResponse } from '@meridian/domain/country/schemas';
import type { CountryLite } from '@meridian/domain/destinations';
import type { WorldCountry } from '@meridian/domain/catalogue/world-country';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../platform/app-error.ts';
import {
  findCountryPageBySlug,
  findLatestExchangeRate,
  listDestinations,
  listTopUniversities,
  listWorldCountryRows,
} from './repo.ts';

const TOP_UNIVERSITIES_ON_COUNTRY_PAGE = 8;

export async function listCountriesLite(db: Db): Promise<CountryLite[]> {
  const rows = await listDestinations(db);
  return rows.map((row) => ({ id: row.iso3, name: row.name, slug: row.slug }));
}

export async function getCountryDetailOrThrow(db: Db, slug: string): Promise<CountryDetailResponse> {
  const page = await findCountryPageBySlug(db, slug);
  if (!page) throw new AppError('NOT_FOUND', `no country page for ${slug}`);
  const content = CountryContent.parse(page.content);
  const [topUniversities, rate] = await Promise.all([
    listTopUniversities(db, page.iso3, TOP_UNIVERSITIES_ON_COUNTRY_PAGE),
    findLatestExchangeRate(db, content.quickFacts.currencyCode),
  ]);
  return {
    iso3: page.iso3,
    name: page.name,
    content,
    topUniversities,
    exchangeRate: rate ? { currency: rate.currency, inrPerUnit: rate.inrPerUnit, asOf: rate.asOf } : null,
  };
}

/** SPEC.md §3 country of the embedded world list. */
export async function listWorldCountries(db: Db): Promise<WorldCountry[]> {
  const rows = await listWorldCountryRows(db);
  return rows.map((r) => ({
    countryCode: r.iso2,
    countryName: r.name,
    currencyCode: r.currencyCode,
    population: r.population,
    capital: r.capital,
    continentName: r.continentName,
  }));
}
