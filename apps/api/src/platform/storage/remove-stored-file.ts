import type { FastifyBaseLogger } from 'fastify';
import type { Storage } from './storage.ts';

/**
 * Removes a file no row points at (its row was refused, or replaced). A failure only leaves an
 * unused file behind, so it is logged rather than thrown.
 */
export async function removeStoredFile(storage: Storage, log: FastifyBaseLogger, key: string): Promise<void> {
  try {
    await storage.delete(key);
  } catch (error) {
    log.error({ err: error, key }, 'could not remove a stored file no row points at');
  }
}
