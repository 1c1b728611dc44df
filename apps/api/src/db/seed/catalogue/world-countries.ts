import { continents, getCountryDataList } from 'countries-list';

/** SPEC.md §3 embedded world list, from the maintained countries-list package (population is not in it). */
export function worldCountryRows() {
  return getCountryDataList().map((c) => ({
    iso2: c.iso2,
    iso3: c.iso3,
    name: c.name,
    currencyCode: c.currency[0] ?? null,
    population: null,
    capital: c.capital || null,
    continentName: continents[c.continent],
  }));
}
