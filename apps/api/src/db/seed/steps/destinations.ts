import { sql } from 'drizzle-orm';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { destinations } from '#api/db/schema/catalogue.ts';
import { countryPages } from '#api/db/schema/content.ts';
import { readCountryContent } from '#api/db/seed/content-files/countries.ts';
import { iso3OfDestination } from '#api/db/seed/destination-iso3.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

export const destinationsStep: SeedStep = {
  name: 'destinations-and-country-pages-v1',
  async run(tx) {
    await tx
      .insert(destinations)
      .values(
        DESTINATIONS.map((d, index) => ({ iso3: d.iso3, slug: d.slug, name: d.name, sortOrder: index })),
      )
      .onConflictDoNothing();
    await tx
      .insert(countryPages)
      .values(
        readCountryContent().map((content) => ({
          iso3: iso3OfDestination(content.slug),
          content,
          publishedAt: sql`now()`,
        })),
      )
      .onConflictDoNothing();
  },
};
