import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { loadApiConfig, type ApiConfig } from '#api/env.ts';
import type { Database } from '#api/db/client.ts';
import { seedDemoContent, seedStepsFor } from '#api/db/seed/seed.ts';
import { buildApp } from '#api/server.ts';
import { systemClock, type Clock } from '#api/platform/module-deps.ts';
import { createStorage } from '#api/platform/storage/create-storage.ts';
import type { Storage } from '#api/platform/storage/storage.ts';
import { databaseFrom } from './database-templates.ts';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: ApiConfig;
  close(): Promise<void>;
}

/**
 * The app on a fresh database: a copy of the run's migrated template, with the demo content unless
 * `seed: false`. `env` adds configuration, e.g. a notifier provider pointed at a server the test
 * started; `clock` replaces the time the services read, so a test can step past an expiry;
 * `storage` replaces the file store (by default a local folder of the test's own).
 */
export async function createTestApp(
  options: { seed?: boolean; env?: Record<string, string>; clock?: Clock; storage?: Storage } = {},
): Promise<TestApp> {
  const templates = inject('databaseTemplates');
  const { database, drop } = await databaseFrom(
    options.seed === false ? templates.empty : templates.seeded,
    process.env.DATABASE_URL || undefined,
  );
  const config = loadApiConfig({
    APP_ENV: 'development',
    // The tests read sent OTPs and stored leads through the developer views.
    DEV_ROUTES: 'true',
    // Tests that post hundreds of enquiries at once measure the enquiry rules, not the site-wide cap
    // (public-write-limits.test.ts sets its own).
    PUBLIC_WRITES_PER_MINUTE: '100000',
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'meridian-test-')),
    ...options.env,
  });
  // The template has the content; the steps of this environment it lacks (demo accounts) come now.
  const storage = options.storage ?? createStorage(config, systemClock);
  if (options.seed !== false) await seedDemoContent(database.db, seedStepsFor(config.APP_ENV), { storage });
  const app = await buildApp({
    config,
    database,
    logger: false,
    ...(options.clock ? { clock: options.clock } : {}),
    storage,
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

/**
 * The settings a production start cannot do without (APP_ENV=production refuses the stand-in
 * providers): real-looking providers pointed at nothing, so no test reaches the outside.
 */
export const PRODUCTION_ENV = {
  APP_ENV: 'production',
  DEV_ROUTES: 'false',
  EMAIL_PROVIDER: 'smtp',
  SMTP_URL: 'smtp://127.0.0.1:2525',
  SMS_PROVIDER: 'http-sms',
  SMS_GATEWAY_URL: 'http://127.0.0.1:9/send',
  SMS_DLT_TEMPLATE_ID: '1207161234567890123',
  PAYMENT_GATEWAY: 'razorpay',
  RAZORPAY_KEY_ID: 'rzp_live_production-test',
  RAZORPAY_KEY_SECRET: 'production-test-key-secret',
  RAZORPAY_WEBHOOK_SECRET: 'production-test-webhook-secret',
} as const;
