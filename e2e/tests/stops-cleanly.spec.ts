import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '../fixtures/test.ts';
import { freePort, waitUntilUp } from '../fixtures/http-from.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every live process's parent, from /proc (Linux); a zombie counts as gone. */
function parents(): Map<number, number> {
  const found = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // `pid (name) state ppid …`: the name may hold spaces and parentheses, so read after the last `)`.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const [state, ppid] = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (state !== 'Z') found.set(Number(entry), Number(ppid));
    } catch {
      // ended while being read
    }
  }
  return found;
}

function descendantsOf(pid: number): number[] {
  const all = parents();
  const found = new Set([pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const [child, parent] of all) {
      if (found.has(parent) && !found.has(child)) {
        found.add(child);
        grew = true;
      }
    }
  }
  found.delete(pid);
  return [...found];
}

test('SIGTERM to `npm start` stops the API and every web process within 10 s, and it exits 0', async () => {
  // A first start migrates and seeds a fresh embedded database (the build is the suite's).
  test.setTimeout(300_000);
  const [webPort, apiPort] = [await freePort(), await freePort()];
  const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-stop-'));
  // As on a fresh machine: no APP_ENV, so `npm start` runs the local default.
  const { APP_ENV: _appEnv, DEV_ROUTES: _devRoutes, ...env } = process.env;
  const npm = spawn('npm', ['start'], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(webPort),
      API_PORT: String(apiPort),
      API_URL: `http://127.0.0.1:${apiPort}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      WEB_PROCESSES: '2',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  for (const stream of [npm.stdout, npm.stderr]) stream.on('data', (chunk: Buffer) => (output += chunk));
  const exited = once(npm, 'exit') as Promise<[number | null, NodeJS.Signals | null]>;
  let started: number[] = [];
  try {
    await waitUntilUp(`http://127.0.0.1:${webPort}/study-abroad/health`, 240_000);
    await waitUntilUp(`http://127.0.0.1:${apiPort}/health`, 10_000);
    // start.mjs, the API (tsx and its Node child), the web cluster's primary and its two processes.
    started = descendantsOf(npm.pid!);
    expect(started.length, output).toBeGreaterThanOrEqual(6);

    const signalledAt = Date.now();
    npm.kill('SIGTERM');
    const [code, signal] = await exited;
    expect({ code, signal }, output).toEqual({ code: 0, signal: null });
    const left = () => started.filter((pid) => parents().has(pid));
    await expect.poll(left, { timeout: Math.max(1, 10_000 - (Date.now() - signalledAt)) }).toEqual([]);
    expect(Date.now() - signalledAt).toBeLessThan(10_000);
  } finally {
    // Whatever a failed run left, so no process of it outlives the test.
    for (const pid of new Set([...started, ...(npm.pid ? descendantsOf(npm.pid) : []), npm.pid ?? 0])) {
      if (pid && parents().has(pid)) process.kill(pid, 'SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
});
