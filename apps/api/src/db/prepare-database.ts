import type { AppEnv } from '@meridian/domain/env-schemas';
import type { Database } from './client.ts';
import { runMigrations } from './migrate.ts';
import { seedDemoContent, seedStepsFor, wasSeeded } from './seed/seed.ts';
import type { SeedContext } from './seed/seed-step.ts';
import { refreshSearchIndexIfEmpty } from '#api/modules/search/index.service.ts';

/** The advisory lock every replica takes to migrate and import; any fixed number works ("MRDN"). */
const BOOT_LOCK_KEY = 0x4d52444e;

/**
 * What every start does before serving: migrate, then import the content files into a database
 * that lacks them, all under one advisory lock, so replicas starting together take turns and the
 * second finds the work done. The database is the source of truth from then on: an import only
 * adds what was never imported (in production, only into an empty database), never overwrites.
 */
export async function prepareDatabase(
  database: Database,
  appEnv: AppEnv,
  context: Partial<SeedContext> = {},
): Promise<{ ran: string[] }> {
  return database.withAdvisoryLock(BOOT_LOCK_KEY, async () => {
    await runMigrations(database);
    // A database seeded before the search index existed gets it on its first start.
    if (appEnv === 'production' && (await wasSeeded(database.db))) {
      await refreshSearchIndexIfEmpty(database.db);
      return { ran: [] };
    }
    return seedDemoContent(database.db, seedStepsFor(appEnv), context);
  });
}
