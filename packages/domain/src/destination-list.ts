// The destinations as data, apart from their schemas: pages' scripts (a flag) read them without loading zod.

/** SPEC.md §3: the 19 study destinations, with iso3 (or `other`), iso2 (for the flag), slug and display name. */
export const DESTINATIONS = [
  { iso3: 'AUS', iso2: 'AU', slug: 'australia', name: 'Australia' },
  { iso3: 'DEU', iso2: 'DE', slug: 'germany', name: 'Germany' },
  { iso3: 'CAN', iso2: 'CA', slug: 'canada', name: 'Canada' },
  { iso3: 'IND', iso2: 'IN', slug: 'india', name: 'India' },
  { iso3: 'USA', iso2: 'US', slug: 'usa', name: 'USA' },
  { iso3: 'IRL', iso2: 'IE', slug: 'ireland', name: 'Ireland' },
  { iso3: 'GBR', iso2: 'GB', slug: 'uk', name: 'UK' },
  { iso3: 'FRA', iso2: 'FR', slug: 'france', name: 'France' },
  { iso3: 'FIN', iso2: 'FI', slug: 'finland', name: 'Finland' },
  { iso3: 'VUT', iso2: 'VU', slug: 'vanuatu', name: 'Vanuatu' },
  { iso3: 'RUS', iso2: 'RU', slug: 'russia', name: 'Russia' },
  { iso3: 'UZB', iso2: 'UZ', slug: 'uzbekistan', name: 'Uzbekistan' },
  { iso3: 'KAZ', iso2: 'KZ', slug: 'kazakhstan', name: 'Kazakhstan' },
  { iso3: 'GEO', iso2: 'GE', slug: 'georgia', name: 'Georgia' },
  { iso3: 'KGZ', iso2: 'KG', slug: 'kyrgyzstan', name: 'Kyrgyzstan' },
  { iso3: 'NLD', iso2: 'NL', slug: 'netherlands', name: 'Netherlands' },
  { iso3: 'HUN', iso2: 'HU', slug: 'hungary', name: 'Hungary' },
  { iso3: 'ARE', iso2: 'AE', slug: 'uae', name: 'UAE' },
  { iso3: 'other', iso2: null, slug: 'others', name: 'Other' },
] as const;

/** The ISO 3166 alpha-2 code of a destination (by iso3 or slug), for its flag; undefined for `other`. */
export function flagCodeOf(country: { iso3?: string; slug?: string }): string | undefined {
  const destination = DESTINATIONS.find((d) => d.iso3 === country.iso3 || d.slug === country.slug);
  return destination?.iso2 ?? undefined;
}
