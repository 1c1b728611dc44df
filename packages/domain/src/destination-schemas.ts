import { z } from 'zod';
import { DESTINATION_SLUGS } from './destinations.ts';

export const DestinationSlugSchema = z.enum(DESTINATION_SLUGS);

export const CountryLite = z
  .object({ id: z.string(), name: z.string(), slug: z.string() })
  .meta({ id: 'CountryLite' });
export type CountryLite = z.infer<typeof CountryLite>;
