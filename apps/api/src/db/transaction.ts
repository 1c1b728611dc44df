import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';

/** The handle inside `db.transaction(...)`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Takes transaction-scoped advisory locks on the given keys (released at commit or rollback), so
 * concurrent requests touching the same person or number run one after another on every replica.
 * Keys are locked in sorted order so two requests never wait on each other in a cycle.
 */
export async function lockKeys(tx: Tx, keys: readonly string[]): Promise<void> {
  for (const key of [...new Set(keys)].sort()) {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  }
}
