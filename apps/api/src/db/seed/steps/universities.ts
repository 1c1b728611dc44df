import { universities } from '#api/db/schema/catalogue.ts';
import { readUniversities } from '#api/db/seed/content-files/records.ts';
import { iso3OfDestination } from '#api/db/seed/destination-iso3.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

export const universitiesStep: SeedStep = {
  name: 'top-universities-v2',
  async run(tx) {
    await tx
      .insert(universities)
      .values(
        readUniversities().map(({ countrySlug, ...u }) => ({
          ...u,
          countryIso3: iso3OfDestination(countrySlug),
        })),
      )
      .onConflictDoNothing();
  },
};
