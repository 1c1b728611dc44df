import type { Tx } from '#api/db/transaction.ts';
import type { Storage } from '#api/platform/storage/storage.ts';

/** The transaction handle a seed step writes through: the one the running code uses. */
export type { Tx };

/** What a step may need besides the database: the file store (demo documents) and the time. */
export interface SeedContext {
  storage: Storage;
  now: Date;
}

/**
 * One named piece of demo content. A step runs once per database: its name is recorded in
 * seed_runs, so a step added later still reaches databases seeded before it existed.
 */
export interface SeedStep {
  name: string;
  run(tx: Tx, context: SeedContext): Promise<void>;
}
