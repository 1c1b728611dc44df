import { DESTINATIONS } from '../destinations.ts';
import { DESTINATION_OPTIONS } from './enquiry-options.ts';

const OTHER = 'Other';

/** Every name a form offers or the destination list holds, keyed by its lowercase name, slug and iso3. */
const KNOWN = new Map<string, string>();
for (const d of DESTINATIONS) {
  for (const key of [d.name, d.slug, d.iso3]) KNOWN.set(key.toLowerCase(), d.name);
}
for (const name of Object.values(DESTINATION_OPTIONS).flat()) KNOWN.set(name.toLowerCase(), name);

/**
 * SPEC.md §5: an interested country counts as Other unless it matches a listed name or short key
 * (case-insensitive). Returns the display names, without repeats, in the order given.
 */
export function normaliseInterestedCountries(input: string | readonly string[]): string[] {
  const values = typeof input === 'string' ? input.split(',') : input;
  const names = values.map((v) => KNOWN.get(v.trim().toLowerCase()) ?? OTHER);
  return [...new Set(names.length > 0 ? names : [OTHER])];
}

/**
 * A lead's destinations with a later enquiry's added: without repeats, and without Other once a
 * listed destination is named (Other is what a form that does not ask sends).
 */
export function addInterestedCountries(held: readonly string[], added: readonly string[]): string[] {
  const all = [...new Set([...held, ...added])];
  const named = all.filter((name) => name !== OTHER);
  return named.length > 0 ? named : all;
}
