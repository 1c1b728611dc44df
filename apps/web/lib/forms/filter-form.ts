import { z } from 'zod';

/**
 * A filter form: text fields (blank ones left unset) checked by the list query's own schema, so a
 * filter the API would refuse is named at its field before any call. Its values come from the
 * address's filters, and go back there once checked.
 */
export function filterForm<const Key extends string, Filter>(
  keys: readonly Key[],
  query: z.ZodType<Filter, Record<string, unknown>>,
) {
  const empty = Object.fromEntries(keys.map((key) => [key, ''])) as Record<Key, string>;
  const fields = Object.fromEntries(keys.map((key) => [key, z.string()])) as Record<Key, z.ZodString>;
  return {
    keys,
    empty,
    schema: z
      .object(fields)
      .transform((form): Record<string, unknown> =>
        Object.fromEntries(
          Object.entries(form as Record<string, string>).flatMap(([key, value]) =>
            value.trim() ? [[key, value.trim()]] : [],
          ),
        ),
      )
      .pipe(query) as z.ZodType<Filter, Record<Key, string>>,
    /** The form showing the address's filters. */
    valuesOf: (filters: Record<string, string>): Record<Key, string> => ({
      ...empty,
      ...Object.fromEntries(keys.flatMap((key) => (filters[key] ? [[key, filters[key]]] : []))),
    }),
    /** The address's filters after the form is applied: every key, unset ones blank. */
    addressOf: (filter: Filter): Record<Key, string | undefined> =>
      Object.fromEntries(
        keys.map((key) => {
          const value = (filter as Record<string, unknown>)[key];
          return [key, value === undefined ? undefined : String(value)];
        }),
      ) as Record<Key, string | undefined>,
  };
}
