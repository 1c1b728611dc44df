import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessageFor } from '@meridian/domain/error-catalogue';
import { loadApiConfig } from '#api/env.ts';
import { openDatabase, type Database } from '#api/db/client.ts';
import { buildApp } from '#api/server.ts';
import { enquiry } from './lead-fixtures.ts';

/** A port nothing listens on: taken, then freed, so a connection to it is refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('a PostgreSQL server that cannot be reached', () => {
  let app: FastifyInstance;
  let database: Database;
  let supportEmail: string;
  beforeAll(async () => {
    const config = loadApiConfig({
      APP_ENV: 'development',
      JWT_SECRET: randomBytes(32).toString('hex'),
      LOG_LEVEL: 'silent',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'meridian-test-')),
      DATABASE_URL: `postgres://postgres@127.0.0.1:${await closedPort()}/postgres`,
    });
    supportEmail = config.SUPPORT_EMAIL;
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
    app = await buildApp({ config, database, logger: false });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers an enquiry 503 in the catalogue’s words at once, and /health 503', async () => {
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: '/lead', payload: enquiry() });
    expect(performance.now() - started).toBeLessThan(2000);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.json()).toEqual({
      status: false,
      errorCode: 'SERVICE_UNAVAILABLE',
      message: errorMessageFor({ errorCode: 'SERVICE_UNAVAILABLE', supportEmail }),
    });
    const health = await app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(503);
    expect(health.json()).toEqual({ status: 'unavailable', db: 'unreachable' });
  });
});
