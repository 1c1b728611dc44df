import type { Db } from '#api/db/client.ts';
import type { ApiConfig } from '#api/env.ts';
import type { Notifier } from './notifier/notifier.ts';
import type { Storage } from './storage/storage.ts';
import type { RevalidateContent } from './content-revalidation.ts';

/** The current time; tests pass their own to step past an expiry without waiting. */
export type Clock = () => Date;

export const systemClock: Clock = () => new Date();

/** What every service module receives when mounted. */
export interface ModuleDeps {
  db: Db;
  config: ApiConfig;
  notifier: Notifier;
  storage: Storage;
  clock: Clock;
  /** After publishing: refresh the web app's cached pages built from these tags. */
  revalidateContent: RevalidateContent;
}

/**
 * The dependencies alone, for mounting a sub-plugin: a plugin's options also carry Fastify's own
 * (its prefix), which must not reach the child.
 */
export function moduleDeps({
  db,
  config,
  notifier,
  storage,
  clock,
  revalidateContent,
}: ModuleDeps): ModuleDeps {
  return { db, config, notifier, storage, clock, revalidateContent };
}
