import { z } from 'zod';

/** SPEC.md §3: the 19 study destinations, with iso3 (or `other`), slug and display name. */
export const DESTINATIONS = [
  { iso3: 'AUS', slug: 'australia', name: 'Australia' },
  { iso3: 'DEU', slug: 'germany', name: 'Germany' },
  { iso3: 'CAN', slug: 'canada', name: 'Canada' },
  { iso3: 'IND', slug: 'india', name: 'India' },
  { iso3: 'USA', slug: 'usa', name: 'USA' },
  { iso3: 'IRL', slug: 'ireland', name: 'Ireland' },
  { iso3: 'GBR', slug: 'uk', name: 'UK' },
  { iso3: 'FRA', slug: 'france', name: 'France' },
  { iso3: 'FIN', slug: 'finland', name: 'Finland' },
  { iso3: 'VUT', slug: 'vanuatu', name: 'Vanuatu' },
  { iso3: 'RUS', slug: 'russia', name: 'Russia' },
  { iso3: 'UZB', slug: 'uzbekistan', name: 'Uzbekistan' },
  { iso3: 'KAZ', slug: 'kazakhstan', name: 'Kazakhstan' },
  { iso3: 'GEO', slug: 'georgia', name: 'Georgia' },
  { iso3: 'KGZ', slug: 'kyrgyzstan', name: 'Kyrgyzstan' },
  { iso3: 'NLD', slug: 'netherlands', name: 'Netherlands' },
  { iso3: 'HUN', slug: 'hungary', name: 'Hungary' },
  { iso3: 'ARE', slug: 'uae', name: 'UAE' },
  { iso3: 'other', slug: 'others', name: 'Other' },
] as const;

export type Destination = (typeof DESTINATIONS)[number];
export type DestinationSlug = Destination['slug'];

export const DESTINATION_SLUGS = DESTINATIONS.map((d) => d.slug) as [DestinationSlug, ...DestinationSlug[]];
export const DestinationSlugSchema = z.enum(DESTINATION_SLUGS);

/** The countries the header links to, in menu order (SPEC.md §2). */
export const HEADER_COUNTRY_SLUGS = [
  'usa',
  'australia',
  'canada',
  'uk',
  'germany',
  'ireland',
  'france',
  'finland',
] as const satisfies readonly DestinationSlug[];

export function findDestination(slug: string): Destination | undefined {
  return DESTINATIONS.find((d) => d.slug === slug);
}

export const CountryLite = z
  .object({ id: z.string(), name: z.string(), slug: z.string() })
  .meta({ id: 'CountryLite' });
export type CountryLite = z.infer<typeof CountryLite>;
