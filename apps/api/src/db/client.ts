import path from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import * as schema from './schema/index.ts';

/** How long `/health` waits for PostgreSQL before answering 503. */
const HEALTH_TIMEOUT_MS = 1000;
/** Connections per API process; a replica more means this many more on the server. */
const POOL_MAX = 10;
/**
 * How long a request waits for a pooled connection before it is answered 503: a burst of a few
 * hundred enquiries still gets through, a database that is restarting or swamped gets a retryable
 * refusal, never a hang.
 */
const CONNECT_TIMEOUT_MS = 5000;
/** The last resort against a server that stops answering without closing (a network partition). */
const QUERY_TIMEOUT_MS = 30_000;
/**
 * Requests queued for a connection past which new ones are refused at once (503): a burst far past
 * what the pool turns over within the connect timeout is refused in a millisecond, rather than
 * each of its requests waiting the whole timeout for the same answer.
 */
const MAX_QUEUED = 20 * POOL_MAX;

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  ping(): Promise<void>;
  /** Whether so many requests already wait for a connection that a new one should be refused. */
  saturated(): boolean;
  close(): Promise<void>;
  /**
   * Runs `work` holding the session advisory lock `key` (pg_advisory_lock), so replicas starting
   * together take turns: on PostgreSQL on a connection kept for the lock, on PGlite on its
   * only connection.
   */
  withAdvisoryLock<T>(key: number, work: () => Promise<T>): Promise<T>;
  /** PGlite only: its data folder as a tarball, which `loadDataDir` starts another database from. */
  dumpDataDir?(): Promise<Blob>;
}

/**
 * PGlite (PostgreSQL in WASM, data under DATA_DIR/pg) when no DATABASE_URL is set, else a pg pool.
 * `dataDir: 'memory://'` gives a throwaway in-memory database for tests, started from the tarball
 * `loadDataDir` when given (a copy of a migrated, seeded database).
 */
export async function openDatabase(options: {
  databaseUrl?: string | undefined;
  dataDir: string;
  loadDataDir?: Blob;
}): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: POOL_MAX,
      connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
      query_timeout: QUERY_TIMEOUT_MS,
    });
    // The server can drop an idle connection (restart, failover, a forced drop in tests); pg then
    // emits 'error' on the pool, which discards that client. Unheard, the event would crash the process.
    pool.on('error', (error) => process.emitWarning(`idle PostgreSQL connection closed: ${error.message}`));
    // A connection checked out of the pool (a transaction between statements) has no pool listener:
    // the server cutting it (a restart) would emit an unheard 'error' and crash the process. Heard
    // here, the query in flight fails with a catalogue error and the pool drops the client on release.
    pool.on('connect', (client) =>
      client.on('error', (error) =>
        process.emitWarning(`PostgreSQL connection in use closed: ${error.message}`),
      ),
    );
    // The health check has its own connection, so it answers at once whether PostgreSQL is there,
    // instead of queueing behind a busy pool (under load it would time out with the server up).
    const healthPool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 1,
      connectionTimeoutMillis: HEALTH_TIMEOUT_MS,
      query_timeout: HEALTH_TIMEOUT_MS,
    });
    healthPool.on('error', () => {
      // Its idle connection was cut (a restart): the next check opens another.
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      ping: async () => void (await healthPool.query('select 1')),
      saturated: () => pool.waitingCount >= MAX_QUEUED,
      withAdvisoryLock: async (key, work) => {
        // A connection of its own, without the pool's query timeout: waiting for another replica's
        // migration and import may take minutes.
        const client = new pg.Client({ connectionString: options.databaseUrl });
        client.on('error', (error) =>
          process.emitWarning(`advisory lock connection closed: ${error.message}`),
        );
        await client.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [key]);
          try {
            return await work();
          } finally {
            await client.query('select pg_advisory_unlock($1)', [key]);
          }
        } finally {
          await client.end();
        }
      },
      close: async () => {
        await Promise.all([pool.end(), healthPool.end()]);
      },
    };
  }
  const location = options.dataDir === 'memory://' ? undefined : path.join(options.dataDir, 'pg');
  if (location) mkdirSync(location, { recursive: true });
  // pg_trgm backs typo-tolerant search; PostgreSQL servers ship it in their contrib package.
  const client = await PGlite.create({
    ...(location ? { dataDir: location } : {}),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  let lockQueue: Promise<unknown> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    ping: async () => void (await db.execute(sql`select 1`)),
    // One embedded connection, in process: nothing to shed.
    saturated: () => false,
    withAdvisoryLock: (key, work) => {
      // PGlite's one connection is one session, where the lock is re-entrant: callers queue here.
      const run = lockQueue.then(async () => {
        await db.execute(sql`select pg_advisory_lock(${key})`);
        try {
          return await work();
        } finally {
          await db.execute(sql`select pg_advisory_unlock(${key})`);
        }
      });
      lockQueue = run.catch(() => undefined);
      return run;
    },
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}
