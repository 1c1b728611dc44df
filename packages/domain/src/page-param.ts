/**
 * SPEC.md §5: a `page` query parameter must be a valid non-zero number, else the visitor goes to /404.
 * Absent is fine; present but empty, zero, negative, fractional or non-numeric is not.
 */
export function isValidPageParam(value: string | null | undefined): boolean {
  if (value === null || value === undefined) return true;
  return /^[1-9]\d{0,8}$/.test(value);
}
