// Starting the API as its own process for the benchmarks that need one: from its compiled build,
// as production runs it, with the benchmark's settings.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Compiles the API (apps/api/dist) once for the run. */
export function buildApi(): void {
  const result = spawnSync('npm', ['run', 'build', '-w', '@meridian/api'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('the API build failed');
}

/** Starts `node apps/api/dist/main.js` with `env` on top of this process's environment. */
export function spawnCompiledApi(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/main.js'], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** Resolves once `{url}/health` answers 200. */
export async function waitForHealth(url: string, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      if ((await fetch(`${url}/health`, { signal: AbortSignal.timeout(5000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${url} did not become healthy within ${timeoutMs / 1000} s`);
}

/** Sends SIGTERM and waits for the process to exit. */
export async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
