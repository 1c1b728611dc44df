/** PostgreSQL's SQLSTATE for a row whose value a unique index already holds. */
const UNIQUE_VIOLATION = '23505';

/** The unique index (or constraint) an error says was violated, looking through Drizzle's `cause` chain. */
export function violatedUniqueIndex(error: unknown): string | undefined {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { code, constraint } = current as { code?: unknown; constraint?: unknown };
    if (code === UNIQUE_VIOLATION) return typeof constraint === 'string' ? constraint : undefined;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/**
 * Runs a write whose values the caller checked are free: when a concurrent request wrote the same
 * value between the check and the write, the unique index refuses it, and the refusal the check
 * gives (by the index's name) is thrown instead of the database's error, which would answer 500.
 */
export async function refusingDuplicates<T>(
  write: () => Promise<T>,
  refusals: Record<string, () => Error>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    const refusal = refusals[violatedUniqueIndex(error) ?? ''];
    throw refusal ? refusal() : error;
  }
}
