import { sql } from 'drizzle-orm';
import { DESTINATIONS } from '@meridian/domain/destinations';
import { CountryContent } from '@meridian/domain/country/schemas';
import { destinations } from '../../schema/catalogue.ts';
import { countryPages } from '../../schema/content.ts';
import { COUNTRY_CONTENT } from '../data/countries/index.ts';
import { iso3OfDestination } from '../destination-iso3.ts';
import type { SeedStep } from '../seed-step.ts';

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
        COUNTRY_CONTENT.map((content) => ({
          iso3: iso3OfDestination(content.slug),
          content: CountryContent.parse(content),
          publishedAt: sql`now()`,
        })),
      )
      .onConflictDoNothing();
  },
};
