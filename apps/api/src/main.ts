import { ConfigError } from '@meridian/domain/env-schemas';
import { loadApiConfig } from './env.ts';
import { openDatabase } from './db/client.ts';
import { prepareDatabase } from './db/prepare-database.ts';
import { buildApp } from './server.ts';
import { systemClock } from './platform/module-deps.ts';
import { createStorage } from './platform/storage/create-storage.ts';

async function main(): Promise<void> {
  const config = loadApiConfig();
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const storage = createStorage(config, systemClock);
  await prepareDatabase(database, config.APP_ENV, { storage });
  const app = await buildApp({ config, database, storage, schedules: true });

  const stop = async () => {
    await app.close();
    await database.close();
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
