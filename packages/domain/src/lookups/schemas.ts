import { z } from 'zod';

/**
 * The reference data the forms choose from (issue 35; SPEC.md §7 lookups "Grading System", "state",
 * "Academic Class", qualification and the country's cities), each served by one public API call.
 */
export const LOOKUP_KINDS = ['grading-systems', 'states', 'academic-classes', 'qualifications'] as const;
export const LookupKind = z.enum(LOOKUP_KINDS);
export type LookupKind = z.infer<typeof LookupKind>;

/** One choice: the value a form sends and the words it shows. */
export const LookupOption = z.object({ value: z.string(), label: z.string() }).meta({ id: 'LookupOption' });
export type LookupOption = z.infer<typeof LookupOption>;

export const LookupList = z.array(LookupOption);

/** The countries whose cities are listed: the three sites' own (India, Vietnam, Saudi Arabia). */
export const CITY_COUNTRIES = ['IN', 'VN', 'SA'] as const;
export const CityCountry = z.enum(CITY_COUNTRIES);
export type CityCountry = z.infer<typeof CityCountry>;

/** `GET /pathway/lookups/cities?country=VN`. */
export const CitiesQuery = z.object({ country: CityCountry });

/** The choice after a country's listed cities, for a student who lives elsewhere. */
export const OTHER_CITY = 'Other';
