import { ConfigError } from '@meridian/domain/env-schemas';
import { loadApiConfig } from './env.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { buildApp } from './server.ts';
import { ensureAdmins } from './modules/auth/staff/service.ts';
import { systemClock } from './platform/module-deps.ts';
import { createStorage } from './platform/storage/create-storage.ts';

/** How long a stopping API waits for in-flight requests (a CSV export can take several seconds). */
const SHUTDOWN_GRACE_MS = 25_000;

async function main(): Promise<void> {
  const config = loadApiConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const storage = createStorage(config, systemClock);
  await prepareDatabase(database, config.APP_ENV, { storage });
  const app = await buildApp({ config, database, storage, schedules: true });
  const admins = await ensureAdmins(database.db, config.ADMIN_MOBILES);
  if (admins.length > 0) app.log.info({ count: admins.length }, 'ADMIN_MOBILES: admin permission given');

  // Graceful stop: refuse new connections, let in-flight requests finish, then close the pool.
  // A request still running after the grace period is cut off rather than holding up a deploy.
  const stop = async (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'stopping: finishing in-flight requests');
    setTimeout(() => {
      app.log.error('in-flight requests outlived the shutdown grace period; exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    await app.close();
    await database.close();
    app.log.info('stopped');
    process.exit(0);
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);

  await app.listen({ port: config.API_PORT, host: config.API_HOST });
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error('API failed to start:', error);
  }
  process.exit(1);
});
