// Page serving benchmark: the site's cached content pages side by side with nginx serving the very
// same HTML, saved from the site a moment before, in one run on this machine (autocannon, 20
// connections, gzip, 8 s each after 2 s unrecorded). Prints requests/s, latency and the site's share
// of nginx's rate, and records them in RESULTS.md. Against a running site with BENCH_SITE_URL, else it starts the
// production site on its own ports with a fresh database. nginx comes from Debian: installed with
// apt-get when absent, run as a child on a loopback port with a throwaway configuration.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { startSite } from './site-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3291);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4291);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 3292);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 8);
// Each server first takes the same load for a moment, unrecorded, before its measured run: a Node
// process compiles its hot code in its first seconds (the first page measured after the site started
// was the slowest in four runs of five), nginx needs no such start; both get the same.
const WARM_UP_SECONDS = Number(process.env.BENCH_WARM_UP_SECONDS ?? 2);
const CONNECTIONS = 20;
const PAGES = (
  process.env.BENCH_PAGES ??
  '/study-abroad/usa,/study-abroad/articles,/study-abroad/abroad/masters/computer-science'
).split(',');
const NGINX = '/usr/sbin/nginx';

const workDir = mkdtempSync(path.join(tmpdir(), 'meridian-pages-'));
// nginx started by root serves as `nobody`, which must reach the saved HTML: mkdtemp makes the
// folder 0700, and every request then failed with 403 (stat: permission denied) until the wait timed out.
chmodSync(workDir, 0o755);
const children: ChildProcess[] = [];

async function siteUrl(): Promise<string> {
  if (process.env.BENCH_SITE_URL) return process.env.BENCH_SITE_URL.replace(/\/+$/, '');
  const site = await startSite({ webPort: WEB_PORT, apiPort: API_PORT, dataDir: path.join(workDir, 'data') });
  children.push(site.process);
  return site.url;
}

/** Waits for nginx to listen; an answer other than 200 is a broken setup, reported with its error log. */
async function waitForNginx(url: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const status = await fetch(url).then(
      (r) => r.status,
      () => undefined,
    );
    if (status === 200) return;
    if (status !== undefined) {
      const log = readFileSync(path.join(workDir, 'nginx-error.log'), 'utf8').trim().split('\n').slice(-3);
      throw new Error(`nginx answered ${status} for ${url}:\n${log.join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`nginx did not start on ${url}`);
}

function ensureNginx(): void {
  if (existsSync(NGINX)) return;
  console.log('Installing nginx (Debian package)…');
  const install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (install.status !== 0) throw new Error('apt-get install nginx failed (run as root, or install nginx)');
}

/** Saves each page's HTML as the site answers it, under the same path, for nginx to serve. */
async function saveHtml(site: string, htmlRoot: string): Promise<void> {
  for (const page of PAGES) {
    const res = await fetch(`${site}${page}`);
    if (!res.ok) throw new Error(`${page} answered ${res.status}`);
    const dir = path.join(htmlRoot, page);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'index.html'), await res.text());
  }
}

function startNginx(htmlRoot: string): void {
  const conf = path.join(workDir, 'nginx.conf');
  writeFileSync(
    conf,
    `daemon off;
worker_processes auto;
pid ${workDir}/nginx.pid;
error_log ${workDir}/nginx-error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  client_body_temp_path ${workDir}/body;
  proxy_temp_path ${workDir}/proxy;
  fastcgi_temp_path ${workDir}/fastcgi;
  uwsgi_temp_path ${workDir}/uwsgi;
  scgi_temp_path ${workDir}/scgi;
  default_type text/html;
  sendfile on;
  gzip on;
  server {
    listen 127.0.0.1:${NGINX_PORT};
    root ${htmlRoot};
    location / { try_files $uri/index.html =404; }
  }
}
`,
  );
  children.push(spawn(NGINX, ['-c', conf, '-p', workDir], { stdio: 'inherit' }));
}

function load(url: string, duration: number) {
  return autocannon({ url, connections: CONNECTIONS, duration, headers: { 'accept-encoding': 'gzip' } });
}

async function measure(url: string) {
  if (WARM_UP_SECONDS > 0) await load(url, WARM_UP_SECONDS);
  const result = await load(url, SECONDS);
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

const rows: string[] = [];
try {
  const site = await siteUrl();
  ensureNginx();
  const htmlRoot = path.join(workDir, 'html');
  // The first visit renders a page into the cache; the saved copy is then what the cache serves.
  await saveHtml(site, htmlRoot);
  await saveHtml(site, htmlRoot);
  startNginx(htmlRoot);
  await waitForNginx(`http://127.0.0.1:${NGINX_PORT}${PAGES[0]}`);
  for (const page of PAGES) {
    const meridian = await measure(`${site}${page}`);
    const nginx = await measure(`http://127.0.0.1:${NGINX_PORT}${page}`);
    const kb = (readFileSync(path.join(htmlRoot, page, 'index.html')).length / 1024).toFixed(0);
    const line = `| ${page} | ${kb} | ${meridian.rps.toFixed(0)} | ${meridian.p50} | ${meridian.p99} | ${nginx.rps.toFixed(0)} | ${nginx.p50} | ${nginx.p99} | ${((meridian.rps / nginx.rps) * 100).toFixed(0)}% | ${meridian.errors + nginx.errors} |`;
    console.log(line);
    rows.push(line);
  }
} finally {
  for (const child of children) child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  rmSync(workDir, { recursive: true, force: true });
}

const machine = `${cpus().length} × ${cpus()[0]?.model.trim() ?? 'unknown CPU'}, load average ${loadavg()[0]!.toFixed(1)} at the end`;
const heading = `## Pages vs nginx — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (${machine}; autocannon, ${CONNECTIONS} connections, gzip, ${SECONDS} s each after ${WARM_UP_SECONDS} s unrecorded)`;
const table = [
  '| page | HTML KB | Meridian req/s | p50 ms | p99 ms | nginx req/s | p50 ms | p99 ms | Meridian / nginx | errors |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
console.log(`\n${heading}\n\n${table}`);
const resultsFile = path.join(ROOT, 'bench/RESULTS.md');
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
writeFileSync(resultsFile, `${previous.trimEnd()}\n\n${heading}\n\n${table}\n`);
