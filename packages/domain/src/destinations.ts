import { DESTINATIONS } from './destination-list.ts';

// Without zod: the browser reads the destinations on every page; the schemas are in destination-schemas.ts.

export { DESTINATIONS };

export type Destination = (typeof DESTINATIONS)[number];
export type DestinationSlug = Destination['slug'];

export const DESTINATION_SLUGS = DESTINATIONS.map((d) => d.slug) as [DestinationSlug, ...DestinationSlug[]];

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
