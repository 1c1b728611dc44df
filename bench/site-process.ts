// Starting the whole production site (`scripts/start.mjs`: the API and the web app, building them
// when needed) for the benchmarks that measure pages, on their own ports with a fresh embedded database.
import { spawn, type ChildProcess } from 'node:child_process';
import { root, waitForHealth } from './api-process.ts';

export interface SiteOptions {
  webPort: number;
  apiPort: number;
  /** A throwaway folder for the embedded database; the caller removes it. */
  dataDir: string;
}

/** Starts the site and resolves with its address and process once its health page answers. */
export async function startSite({
  webPort,
  apiPort,
  dataDir,
}: SiteOptions): Promise<{ url: string; process: ChildProcess }> {
  const child = spawn('node', ['scripts/start.mjs'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
    },
    stdio: 'inherit',
  });
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`the site exited with code ${code} before it answered`))),
  );
  const url = `http://127.0.0.1:${webPort}`;
  // A first build takes minutes on two cores.
  await Promise.race([waitForHealth(`${url}/study-abroad`, 600_000), exited]);
  return { url, process: child };
}
