import { z } from 'zod';

/** SPEC.md §3 "Country (embedded world list)". */
export const WorldCountry = z
  .object({
    countryCode: z.string().length(2),
    countryName: z.string(),
    currencyCode: z.string().length(3).nullable(),
    population: z.number().int().nonnegative().nullable(),
    capital: z.string().nullable(),
    continentName: z.string(),
  })
  .meta({ id: 'WorldCountry' });
export type WorldCountry = z.infer<typeof WorldCountry>;
