import { findDestination } from '@meridian/domain/destinations';

/** Seed data names destinations by slug; the tables key them by iso3. */
export function iso3OfDestination(slug: string): string {
  const destination = findDestination(slug);
  if (!destination) throw new Error(`seed data names unknown destination "${slug}"`);
  return destination.iso3;
}
