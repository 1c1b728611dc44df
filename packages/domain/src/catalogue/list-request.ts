/** SPEC.md §5: currency text becomes a number by stripping non-digits ("₹ 25,00,000" → 2500000). */
export function currencyTextToNumber(text: string | number): number | undefined {
  if (typeof text === 'number') return Number.isFinite(text) ? text : undefined;
  const digits = text.replace(/\D/g, '');
  return digits === '' ? undefined : Number(digits);
}

const ABSENT_MARKERS = new Set(['', 'null', 'undefined']);

/** A list parameter the caller left unset: null, or "null", "undefined" or blank text. */
export function isAbsentListValue(value: unknown): boolean {
  if (value === null || value === undefined) return true;
  return typeof value === 'string' && ABSENT_MARKERS.has(value.trim().toLowerCase());
}

/**
 * SPEC.md §5: list requests drop countryCode and educationLevel when null, "null" or empty, drop
 * empty arrays and strip client-only flags (keys starting with `_`, such as `_showMore`). Fee
 * bounds given as currency text become numbers, and a minimum fee of 0 is kept.
 */
export function normaliseListRequest(request: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(request)) {
    if (key.startsWith('_')) continue;
    if (value === null || value === undefined) continue;
    if ((key === 'countryCode' || key === 'educationLevel') && isAbsentListValue(value)) continue;
    if (Array.isArray(value) && value.length === 0) continue;
    if ((key === 'minFee' || key === 'maxFee') && (typeof value === 'string' || typeof value === 'number')) {
      const amount = currencyTextToNumber(value);
      if (amount !== undefined) out[key] = amount;
      continue;
    }
    out[key] = value;
  }
  return out;
}
