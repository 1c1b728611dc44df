// Runs the built web app as one `next start` process per core (WEB_PROCESSES overrides the count),
// all listening on the same port: a Next.js process renders and answers on one core, and cached
// pages are CPU-bound. The primary relays tag revalidations between the processes
// (apps/web/lib/cache/shared-tags-cache-handler.mjs), replaces a process that dies after it started,
// and on SIGTERM or SIGINT stops them all, each finishing its in-flight requests.
// Usage: node scripts/web-cluster.mjs -p PORT -H HOST (the arguments go to `next start`).
import cluster from 'node:cluster';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);
const cacheHandler = path.join(root, 'apps/web/lib/cache/shared-tags-cache-handler.mjs');
// Records each request's connection address, which the visitor's address is computed from.
const recordPeerAddress = path.join(root, 'apps/web/lib/visitor/record-peer-address.mjs');
const { REVALIDATED_TAGS } = await import(pathToFileURL(cacheHandler).href);

const processes = Number(process.env.WEB_PROCESSES) || availableParallelism();
let stopping = false;

cluster.setupPrimary({
  exec: require.resolve('next/dist/bin/next', { paths: [path.join(root, 'apps/web')] }),
  args: ['start', ...process.argv.slice(2)],
  cwd: path.join(root, 'apps/web'),
  execArgv: [
    ...process.execArgv,
    ...[cacheHandler, recordPeerAddress].flatMap((file) => ['--import', pathToFileURL(file).href]),
  ],
});

const listening = new Set();
cluster.on('listening', (worker) => listening.add(worker.id));
cluster.on('message', (from, message) => {
  if (message?.type !== REVALIDATED_TAGS) return;
  for (const worker of Object.values(cluster.workers ?? {})) {
    if (worker && worker.id !== from.id) worker.send(message);
  }
});
cluster.on('exit', (worker, code, signal) => {
  const started = listening.delete(worker.id);
  if (stopping) return;
  // Exit 0 is a process told to stop (Ctrl-C reaches every process of the terminal): stop them all.
  if (code === 0) return stop(0);
  const how = signal ?? `exit ${code}`;
  if (!started) {
    // It never listened (port taken, configuration refused): another would fail the same way.
    console.error(`A web process failed to start (${how}).`);
    return stop(code || 1);
  }
  console.error(`A web process stopped (${how}); starting another.`);
  cluster.fork();
});

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  const workers = Object.values(cluster.workers ?? {}).filter(Boolean);
  if (workers.length === 0) process.exit(code);
  let left = workers.length;
  for (const worker of workers) {
    worker.once('exit', () => {
      left -= 1;
      if (left === 0) process.exit(code);
    });
    worker.process.kill('SIGTERM');
  }
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));
for (let i = 0; i < processes; i += 1) cluster.fork();
