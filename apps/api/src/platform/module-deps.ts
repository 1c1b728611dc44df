import type { Db } from '../db/client.ts';
import type { ApiConfig } from '../env.ts';
import type { Notifier } from './notifier/notifier.ts';

/** What every service module receives when mounted. */
export interface ModuleDeps {
  db: Db;
  config: ApiConfig;
  notifier: Notifier;
}
