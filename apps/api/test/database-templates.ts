import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type Database } from '#api/db/client.ts';
import { runMigrations } from '#api/db/migrate.ts';
import { seedDemoContent } from '#api/db/seed/seed.ts';

/**
 * A migrated database and a migrated, seeded one, made once per run for every test file to copy:
 * database names on the server of DATABASE_URL, or PGlite data-folder tarballs on disk.
 */
export interface DatabaseTemplates {
  empty: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

function urlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/** Opens a database, does `work` on it and closes it, so a template has no connection left. */
async function withDatabase(open: Promise<Database>, work: (database: Database) => Promise<unknown>) {
  const database = await open;
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

async function dumpTo(file: string, database: Database): Promise<void> {
  const tarball = await database.dumpDataDir!();
  await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
}

/** Makes both templates; the answer's `remove` deletes them at the end of the run. */
export async function makeDatabaseTemplates(
  serverUrl: string | undefined,
): Promise<{ templates: DatabaseTemplates; remove(): Promise<void> }> {
  if (serverUrl) {
    const name = `meridian_template_${randomBytes(4).toString('hex')}`;
    const templates = { empty: `${name}_empty`, seeded: `${name}_seeded` };
    const open = (database: string) =>
      openDatabase({ databaseUrl: urlOf(serverUrl, database), dataDir: 'memory://' });
    await onServer(serverUrl, `create database ${templates.empty}`);
    await withDatabase(open(templates.empty), runMigrations);
    await onServer(serverUrl, `create database ${templates.seeded} template ${templates.empty}`);
    await withDatabase(open(templates.seeded), (database) => seedDemoContent(database.db));
    return {
      templates,
      remove: async () => {
        for (const database of Object.values(templates)) {
          await onServer(serverUrl, `drop database if exists ${database} with (force)`);
        }
      },
    };
  }
  const folder = await mkdtemp(path.join(tmpdir(), 'meridian-templates-'));
  const templates = { empty: path.join(folder, 'empty.tar'), seeded: path.join(folder, 'seeded.tar') };
  await withDatabase(openDatabase({ dataDir: 'memory://' }), async (database) => {
    await runMigrations(database);
    await dumpTo(templates.empty, database);
    await seedDemoContent(database.db);
    await dumpTo(templates.seeded, database);
  });
  return { templates, remove: () => rm(folder, { recursive: true, force: true }) };
}

/**
 * A fresh database copied from a template: a new database on the server (its `url` opens another
 * connection pool to it), or PGlite from the tarball.
 */
export async function databaseFrom(
  template: string,
  serverUrl: string | undefined,
): Promise<{ database: Database; url?: string; drop(): Promise<void> }> {
  if (!serverUrl) {
    const loadDataDir = new Blob([await readFile(template)]);
    return { database: await openDatabase({ dataDir: 'memory://', loadDataDir }), drop: async () => {} };
  }
  const name = `meridian_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name} template ${template}`);
  const url = urlOf(serverUrl, name);
  const database = await openDatabase({ databaseUrl: url, dataDir: 'memory://' });
  return { database, url, drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`) };
}
