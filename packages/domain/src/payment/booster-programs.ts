import { z } from 'zod';
import { CurrencyCode, MinorUnits } from '../money-schemas.ts';
import type { Region } from '../region/regions.ts';

/** The currency each site charges in (SPEC.md §1): rupees in India, dong in Vietnam, riyal in Saudi Arabia. */
export const REGION_CURRENCY = { default: 'INR', vn: 'VND', sa: 'SAR' } as const satisfies Record<
  Region,
  string
>;

export const ProgramSlug = z
  .string()
  .regex(/^[a-z0-9-]{2,60}$/, 'Use 2 to 60 lowercase letters, digits and hyphens, such as germany-booster.');

/** One package of a program at its price in the asking site's currency (integer minor units). */
export const BoosterPackage = z
  .object({
    id: z.number().int().positive(),
    name: z.string(),
    summary: z.string(),
    /** One-to-one hours with a counsellor. */
    counsellingHours: z.number().int().nonnegative(),
    /** University applications the team prepares and files. */
    applicationCount: z.number().int().nonnegative(),
    testPrep: z.string(),
    visaGuidance: z.string(),
    priceMinor: MinorUnits,
    currency: CurrencyCode,
  })
  .meta({ id: 'BoosterPackage' });
export type BoosterPackage = z.infer<typeof BoosterPackage>;

export const BoosterProgram = z
  .object({
    slug: ProgramSlug,
    title: z.string(),
    summary: z.string(),
    packages: z.array(BoosterPackage),
  })
  .meta({ id: 'BoosterProgram' });
export type BoosterProgram = z.infer<typeof BoosterProgram>;

/** `GET /payment/booster-programs`: the programs a site sells, each with its packages priced there. */
export const BoosterProgramList = z
  .object({ programs: z.array(BoosterProgram) })
  .meta({ id: 'BoosterProgramList' });
export type BoosterProgramList = z.infer<typeof BoosterProgramList>;

export const BoosterProgramParams = z.object({ slug: ProgramSlug });
