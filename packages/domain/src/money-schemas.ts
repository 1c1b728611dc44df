import { z } from 'zod';

/** ISO 4217 code; money is stored as integer minor units with its currency (ARCHITECTURE.md). */
export const CurrencyCode = z.string().regex(/^[A-Z]{3}$/, 'must be a three-letter ISO 4217 code');

export const MinorUnits = z.number().int().nonnegative();

export const MoneyRange = z.object({
  currency: CurrencyCode,
  minMinor: MinorUnits,
  maxMinor: MinorUnits,
});
export type MoneyRange = z.infer<typeof MoneyRange>;
