// Starts a throwaway PostgreSQL cluster on 127.0.0.1 for the integration run, without touching the
// system cluster: its own data folder, port and socket folder, run as the `postgres` user when root.
import { execFile, execFileSync, spawnSync } from 'node:child_process';
import { promisify } from 'node:util';
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const PG_PORT = Number(process.env.TEST_PG_PORT ?? 54329);

function findBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const dir = path.join(root, version, 'bin');
    if (existsSync(path.join(dir, 'initdb'))) return dir;
  }
  return undefined;
}

export function postgresAvailable() {
  return findBinDir() !== undefined;
}

function run(binDir, command, args, asPostgres) {
  const bin = path.join(binDir, command);
  const result = asPostgres
    ? spawnSync('runuser', ['-u', 'postgres', '--', bin, ...args], { stdio: 'pipe', encoding: 'utf8' })
    : spawnSync(bin, args, { stdio: 'pipe', encoding: 'utf8' });
  if (result.status !== 0) {
    throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  }
}

/** `run` without blocking the caller's event loop, for a server stopped under load. */
function runInBackground(binDir, command, args, asPostgres) {
  const bin = path.join(binDir, command);
  const [file, fileArgs] = asPostgres ? ['runuser', ['-u', 'postgres', '--', bin, ...args]] : [bin, args];
  return promisify(execFile)(file, fileArgs).then(() => undefined);
}

/** Returns { url, pause, resume, stop } for a fresh cluster with trust auth on 127.0.0.1:PG_PORT. */
export function startPostgres() {
  const binDir = findBinDir();
  if (!binDir) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql');
  const asPostgres = process.getuid?.() === 0;
  const base = mkdtempSync(path.join(tmpdir(), 'meridian-pg-'));
  chmodSync(base, 0o777);
  const dataDir = path.join(base, 'data');
  if (asPostgres) execFileSync('chown', ['postgres', base]);
  run(
    binDir,
    'initdb',
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--no-sync'],
    asPostgres,
  );
  const startArgs = [
    '-D',
    dataDir,
    '-l',
    path.join(base, 'server.log'),
    '-o',
    `-p ${PG_PORT} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off`,
    '-w',
    'start',
  ];
  run(binDir, 'pg_ctl', startArgs, asPostgres);
  return {
    url: `postgres://postgres@127.0.0.1:${PG_PORT}/postgres`,
    /** Stops the server as a restart does (fast shutdown: open sessions are cut), keeping its data. */
    pause: () => runInBackground(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], asPostgres),
    /** Starts the paused server again on the same port and data; resolves once it accepts connections. */
    resume: () => runInBackground(binDir, 'pg_ctl', startArgs, asPostgres),
    stop() {
      try {
        run(binDir, 'pg_ctl', ['-D', dataDir, '-m', 'fast', '-w', 'stop'], asPostgres);
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    },
  };
}
