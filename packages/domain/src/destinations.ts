import { z } from 'zod';
import { DESTINATIONS } from './destination-list.ts';

export { DESTINATIONS };

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
