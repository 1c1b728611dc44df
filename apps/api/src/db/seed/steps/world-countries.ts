import { worldCountries } from '../../schema/catalogue.ts';
import { worldCountryRows } from '../catalogue/world-countries.ts';
import type { SeedStep } from '../seed-step.ts';

/** The world country list (from the countries-list package), in every environment. */
export const worldCountriesStep: SeedStep = {
  name: 'world-countries-v1',
  async run(tx) {
    await tx.insert(worldCountries).values(worldCountryRows()).onConflictDoNothing();
  },
};
