// `npm start`: builds the web app when its build is missing or older than the sources, then starts
// the API (which migrates and seeds on an empty database) and, once it is healthy, the web app.
// `--dev` runs both in watch mode instead. With APP_ENV=production the API runs from its compiled
// build (apps/api/dist, rebuilt like the web app when older than its sources). Ctrl-C, SIGTERM or
// SIGHUP stops both, each finishing its in-flight requests, and exits 0. npm runs a script through
// `sh -c`, which passes no signal on: the scripts in package.json `exec` this one, so that a process
// manager's SIGTERM to `npm start` reaches it.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dev = process.argv.includes('--dev');
const production = !dev && process.env.APP_ENV === 'production';
const env = {
  ...process.env,
  // Unset, this is a developer's machine: demo content and the developer views. A deployment sets
  // APP_ENV; the API started any other way without it refuses to start (docs/security.md).
  APP_ENV: process.env.APP_ENV ?? 'development',
  DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? '.data'),
  NEXT_TELEMETRY_DISABLED: '1',
};
const apiPort = env.API_PORT ?? '4000';
const webPort = env.PORT ?? '3000';
const host = env.HOST ?? '127.0.0.1';
env.API_URL ??= `http://127.0.0.1:${apiPort}`;
// Links inside messages (unsubscribe) must reach the web app this script starts.
env.PUBLIC_WEB_URL ??= `http://${host === '0.0.0.0' ? '127.0.0.1' : host}:${webPort}`;
// Publishing in the API revalidates the web app's cached pages at once: the two share a secret
// made for this run unless one is configured.
env.WEB_INTERNAL_URL ??= `http://127.0.0.1:${webPort}`;
env.CONTENT_REVALIDATE_SECRET ??= randomBytes(32).toString('base64url');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', '.next', 'dist'].includes(entry.name) || entry.name.startsWith('.')) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

/** Whether `output` exists and is newer than every source file of `app` and the domain package. */
function buildIsCurrent(output, app) {
  if (!existsSync(output)) return false;
  const sources = Math.max(
    newestMtime(path.join(root, app)),
    newestMtime(path.join(root, 'packages/domain')),
  );
  return statSync(output).mtimeMs >= sources;
}

const webBuildIsCurrent = () => buildIsCurrent(path.join(root, 'apps/web/.next/BUILD_ID'), 'apps/web');
const apiBuildIsCurrent = () => buildIsCurrent(path.join(root, 'apps/api/dist/main.js'), 'apps/api/src');

if (!dev && !webBuildIsCurrent()) {
  console.log('Building the web app (first start or sources changed)…');
  const build = spawnSync('npm', ['run', 'build', '-w', '@meridian/web'], {
    cwd: root,
    env,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = [];
let stopping = false;

const bin = (name) => path.join(root, 'node_modules/.bin', name);

/** How long each app may take to finish its in-flight requests once told to stop. */
const STOP_GRACE_MS = 30_000;

/**
 * Each app runs in a process group of its own (tsx's child, esbuild, the web processes with it), so
 * a stop reaches them in order, web first, and a group that outlives its grace period is killed whole.
 */
function start(name, command, args, cwd, extraEnv = {}) {
  const child = spawn(command, args, {
    cwd: path.join(root, cwd),
    env: { ...env, ...extraEnv },
    stdio: 'inherit',
    detached: true,
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${name} stopped (${signal ?? `exit ${code}`}); stopping the rest.`);
      stop(code || 1);
    }
  });
  children.push(child);
  return child;
}

/** Kills what is left of a child's process group; nothing when it is empty. */
function killGroup(child) {
  try {
    process.kill(-child.pid, 'SIGKILL');
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops the web app first (its in-flight requests may still call the API), then the API, each
 * given STOP_GRACE_MS to finish; exits 0 when both stopped by themselves.
 */
async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  let exitCode = code;
  for (const child of [...children].reverse()) {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      let timer;
      const late = new Promise((resolve) => {
        timer = setTimeout(() => resolve('late'), STOP_GRACE_MS);
      });
      if ((await Promise.race([exited, late])) === 'late') {
        console.error(`An app did not stop within ${STOP_GRACE_MS / 1000} s; killing it.`);
        exitCode = 1;
      }
      clearTimeout(timer);
    }
    killGroup(child);
  }
  process.exit(exitCode);
}

async function waitForApi() {
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    try {
      // A request caught mid start-up can hang; give up on it and ask again.
      const res = await fetch(`${env.API_URL}/health`, { signal: AbortSignal.timeout(5000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('API did not become healthy within 300 s');
}

// The apps have process groups of their own: a terminal's Ctrl-C or hang-up reaches this script only.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

if (production) {
  // Production serves the compiled API with plain Node (source maps for readable stack traces).
  if (!apiBuildIsCurrent()) {
    console.log('Compiling the API (first start or sources changed)…');
    const build = spawnSync('npm', ['run', 'build', '-w', '@meridian/api'], {
      cwd: root,
      env,
      stdio: 'inherit',
    });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  start('API', process.execPath, ['--enable-source-maps', 'dist/main.js'], 'apps/api');
} else {
  start('API', bin('tsx'), dev ? ['watch', 'src/main.ts'] : ['src/main.ts'], 'apps/api');
}
await waitForApi().catch((error) => {
  console.error(error.message);
  stop(1);
});
if (!stopping) {
  if (dev) {
    // `next dev` serves from a process it forks, which keeps NODE_OPTIONS: the preload every web
    // server needs (the visitor's address comes from the connection; scripts/web-cluster.mjs adds it for `next start`).
    const preload = pathToFileURL(path.join(root, 'apps/web/lib/visitor/record-peer-address.mjs')).href;
    const NODE_OPTIONS = [env.NODE_OPTIONS, `--import ${preload}`].filter(Boolean).join(' ');
    start('Web', bin('next'), ['dev', '-p', webPort, '-H', host], 'apps/web', { NODE_OPTIONS });
  } else
    start(
      'Web',
      process.execPath,
      [path.join(root, 'scripts/web-cluster.mjs'), '-p', webPort, '-H', host],
      '.',
    );
  console.log(
    `\nMeridian: web http://${host}:${webPort}/study-abroad · API ${env.API_URL} (docs at /docs)\n`,
  );
}
