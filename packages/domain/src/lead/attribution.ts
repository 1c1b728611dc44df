// The schema of the attribution a lead carries. The browser reads and writes its cookie with the
// zod-free `attribution-fields.ts`: evaluating zod was the longest task of a first visit on
// Lighthouse's slowed phone. zod/mini, which classic schemas take as a field.
import * as z from 'zod/mini';
import { ATTRIBUTION_KEYS, ATTRIBUTION_VALUE_MAX_LENGTH, type AttributionKey } from './attribution-fields.ts';

const Value = z.string().check(z.trim(), z.maxLength(ATTRIBUTION_VALUE_MAX_LENGTH));

/** What a lead carries about where it came from; unknown keys are dropped, never stored. */
export const Attribution = z.object(
  Object.fromEntries(ATTRIBUTION_KEYS.map((key) => [key, z.optional(Value)])) as Record<
    AttributionKey,
    z.ZodMiniOptional<typeof Value>
  >,
);
export type Attribution = z.infer<typeof Attribution>;
