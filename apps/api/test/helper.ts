import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { loadApiConfig, type ApiConfig } from '../src/env.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedDemoContent } from '../src/db/seed/seed.ts';
import { buildApp } from '../src/server.ts';
import type { Clock } from '../src/platform/module-deps.ts';
import type { Storage } from '../src/platform/storage/storage.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: ApiConfig;
  close(): Promise<void>;
}

/** One fresh database per test file: in-memory PGlite, or a new database on the server in DATABASE_URL. */
async function freshDatabase(): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { database, drop: async () => {} };
  }
  const name = `meridian_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), dataDir: 'memory://' });
  return {
    database,
    drop: async () => {
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/**
 * `env` adds configuration, e.g. a notifier provider pointed at a server the test started; `clock`
 * replaces the time the services read, so a test can step past an expiry; `storage` replaces the
 * file store (by default a local folder of the test's own).
 */
export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; clock?: Clock; storage?: Storage } = {},
): Promise<TestApp> {
  const { database, drop } = await freshDatabase();
  await runMigrations(database);
  if (options.seed !== false) await seedDemoContent(database.db);
  const config = loadApiConfig({
    APP_ENV: 'development',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'meridian-test-')),
    ...options.env,
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      await drop();
    },
  };
}

/** Rows of a raw SQL query, for tests that check the API against the database directly. */
export async function queryRows<T>(database: Database, query: SQL): Promise<T[]> {
  const result = (await database.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
