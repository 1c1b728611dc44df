import { worldCountries } from '#api/db/schema/catalogue.ts';
import { worldCountryRows } from '#api/db/seed/catalogue/world-countries.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** The world country list (from the countries-list package), in every environment. */
export const worldCountriesStep: SeedStep = {
  name: 'world-countries-v1',
  async run(tx) {
    await tx.insert(worldCountries).values(worldCountryRows()).onConflictDoNothing();
  },
};
