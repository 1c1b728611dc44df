import { REGION_CURRENCY } from '@meridian/domain/payment/booster-programs';
import type { Region } from '@meridian/domain/region/regions';
import { boosterPackagePrices, boosterPackages, boosterPrograms } from '#api/db/schema/payment.ts';
import { readBoosterPrograms } from '#api/db/seed/content-files/records.ts';
import type { SeedStep } from '#api/db/seed/seed-step.ts';

/** The booster programs, their packages and each package's price per site. */
export const boosterProgramsStep: SeedStep = {
  name: 'booster-programs-v1',
  async run(tx) {
    for (const [programIndex, { packages, ...program }] of readBoosterPrograms().entries()) {
      const [row] = await tx
        .insert(boosterPrograms)
        .values({ ...program, sortOrder: programIndex })
        .returning({ id: boosterPrograms.id });
      for (const [packageIndex, { prices, ...pkg }] of packages.entries()) {
        const [packageRow] = await tx
          .insert(boosterPackages)
          .values({ ...pkg, programId: row!.id, sortOrder: packageIndex })
          .returning({ id: boosterPackages.id });
        await tx.insert(boosterPackagePrices).values(
          Object.entries(prices).map(([region, priceMinor]) => ({
            packageId: packageRow!.id,
            region: region as Region,
            currency: REGION_CURRENCY[region as Region],
            priceMinor,
          })),
        );
      }
    }
  },
};
