import { PREVIOUS_CLASS_STATUSES } from '@meridian/domain/lead/enquiry-options';
import {
  CITY_COUNTRIES,
  OTHER_CITY,
  type CityCountry,
  type LookupKind,
  type LookupOption,
} from '@meridian/domain/lookups/schemas';
import type { GRADING_SYSTEMS } from '@meridian/domain/profile/profile-forms';
import { ACADEMIC_CLASSES } from '@meridian/domain/profile/profile-forms';
import { AppError } from '#api/platform/app-error.ts';
import { CITIES } from './cities.ts';
import { INDIAN_STATES } from './states.ts';

const named = (names: readonly string[]): LookupOption[] =>
  names.map((name) => ({ value: name, label: name }));

/** How each grading system (the domain keeps its top score) is named in the forms. */
const GRADING_LABELS: Record<keyof typeof GRADING_SYSTEMS, string> = {
  PERCENTAGE: 'Percentage',
  CGPA_10: 'CGPA out of 10',
  CGPA_4: 'GPA out of 4',
};

const LISTS: Record<LookupKind, LookupOption[]> = {
  'grading-systems': Object.entries(GRADING_LABELS).map(([value, label]) => ({ value, label })),
  states: named(INDIAN_STATES),
  'academic-classes': ACADEMIC_CLASSES.map((c) => ({ value: c.slug, label: c.name })),
  qualifications: PREVIOUS_CLASS_STATUSES.map(({ value, label }) => ({ value, label })),
};

/** A reference list by its kind; a kind that names none is not found. */
export function lookupList(kind: string): LookupOption[] {
  const list = Object.hasOwn(LISTS, kind) ? LISTS[kind as LookupKind] : undefined;
  if (!list) throw new AppError('NOT_FOUND', `no lookup named ${kind}`);
  return list;
}

/** A country's cities, then "Other" for a student who lives elsewhere. */
export function cityList(country: CityCountry): LookupOption[] {
  return named([...CITIES[country], OTHER_CITY]);
}

const LISTED = new Map(
  [...CITY_COUNTRIES.flatMap((country) => CITIES[country]), OTHER_CITY].map((city) => [
    city.toLowerCase(),
    city,
  ]),
);

/**
 * A lead's city as listed, whatever its case, from any site's list (a Vietnamese student may write
 * from the India site); undefined when no list has it.
 */
export function listedCity(typed: string): string | undefined {
  return LISTED.get(typed.trim().toLowerCase());
}
