import {
  CountryContent,
  type CountryDetailResponse,
  type ExchangeRate,
} from '@meridian/domain/country/schemas';
import type { CountryLite } from '@meridian/domain/destination-schemas';
import type { WorldCountry } from '@meridian/domain/catalogue/world-country';
import type { TopUniversity } from '@meridian/domain/home/schemas';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import { latestExchangeRate } from './exchange-rate.ts';
import {
  findCountryPageBySlug,
  listDestinations,
  listTopUniversities,
  listWorldCountryRows,
} from './repo.ts';

const TOP_UNIVERSITIES_ON_COUNTRY_PAGE = 8;

export async function listCountriesLite(db: Db): Promise<CountryLite[]> {
  const rows = await listDestinations(db);
  return rows.map((row) => ({ id: row.iso3, name: row.name, slug: row.slug }));
}

/** The latest rupee rate of a currency (a site region's, for its fee estimates); none stored is not found. */
export async function getExchangeRateOrThrow(db: Db, currency: string): Promise<ExchangeRate> {
  const rate = await latestExchangeRate(db, currency);
  if (!rate) throw new AppError('NOT_FOUND', `no exchange rate for ${currency}`);
  return rate;
}

export async function getCountryDetailOrThrow(db: Db, slug: string): Promise<CountryDetailResponse> {
  const page = await findCountryPageBySlug(db, slug);
  if (!page) throw new AppError('NOT_FOUND', `no country page for ${slug}`);
  const content = CountryContent.parse(page.content);
  const [topUniversities, exchangeRate] = await Promise.all([
    listTopUniversities(db, { countryIso3: page.iso3, limit: TOP_UNIVERSITIES_ON_COUNTRY_PAGE }),
    latestExchangeRate(db, content.quickFacts.currencyCode),
  ]);
  return { iso3: page.iso3, name: page.name, content, topUniversities, exchangeRate };
}

/** The best-ranked universities across all destinations, with their country. */
export async function listWorldTopUniversities(db: Db, limit: number): Promise<TopUniversity[]> {
  return listTopUniversities(db, { limit });
}

/** SPEC.md §3 country of the embedded world list. */
export async function listWorldCountries(db: Db): Promise<WorldCountry[]> {
  return listWorldCountryRows(db);
}
