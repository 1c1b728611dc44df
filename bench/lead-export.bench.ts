// Lead export benchmark: 100,000 leads in PostgreSQL, exported as CSV through the API's
// `GET /lead/admin/leads.csv` by the demo counsellor, while the API process's resident memory is
// sampled. The export streams in batches, so the API's memory must grow by less than 100 MB
// however many leads there are. The API runs as its own process so its memory is its own.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { signAccessToken } from '../apps/api/src/platform/auth/access-token.ts';
import { startPostgres } from '../scripts/local-postgres.mjs';
import { waitForHealth } from './api-process.ts';

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4290);
const LIMIT_MB = 100;
const SAMPLE_MS = 20;
const COUNSELLOR_MOBILE = '+919000000201';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MB = 1024 * 1024;

/** Resident memory of a process (VmRSS), in bytes. */
function rssOf(pid: number): number {
  const kb = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Number(kb) * 1024;
}

/** Samples a process's memory until stopped; answers the highest reading. */
function sampleMemory(pid: number) {
  let peak = rssOf(pid);
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, SAMPLE_MS);
  return {
    stop(): number {
      clearInterval(timer);
      return Math.max(peak, rssOf(pid));
    },
  };
}

/** Downloads a response body without keeping it, counting its bytes and lines. */
async function drain(response: Response): Promise<{ bytes: number; lines: number }> {
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    bytes += chunk.byteLength;
    for (const byte of chunk) if (byte === 10) lines += 1;
  }
  return { bytes, lines };
}

/** `LEADS` enquiries spread over the last year, with the mix of fields and attribution the inbox shows. */
async function seedLeads(client: pg.Client): Promise<void> {
  await client.query(
    `insert into leads (name, mobile, country_code, email, city, interested_countries,
       interested_education_level, registration_type, attribution, verified_at, created_at, updated_at, last_enquiry_at)
     select
       (array['Aarav','Diya','Ishaan','Ananya','Vihaan','Saanvi','Kabir','Meera','Arjun','Tara'])[1 + n % 10]
         || ' ' || (array['Sharma','Iyer','Reddy','Nair','Gupta','Menon','Das','Kulkarni','Bose','Singh'])[1 + (n / 10) % 10],
       '+9198' || lpad(n::text, 8, '0'),
       '+91',
       'lead' || n || '@example.in',
       (array['Pune','Delhi','Chennai','Hyderabad','Kolkata','Mumbai','Bangalore','Kochi'])[1 + n % 8],
       array[(array['UK','USA','Canada','Germany','Australia','Ireland'])[1 + n % 6]],
       case when n % 3 = 0 then 'BACHELORS' else 'MASTERS' end,
       'REGISTRATION_ENQUIRY',
       jsonb_build_object('utm_source', (array['google','instagram','facebook','newsletter'])[1 + n % 4],
                          'utm_medium', 'cpc', 'utm_campaign', 'intake-' || (2027 + n % 2)),
       case when n % 2 = 0 then now() - (n || ' minutes')::interval end,
       now() - (n % 525600 || ' minutes')::interval,
       now() - (n % 525600 || ' minutes')::interval,
       now() - (n % 525600 || ' minutes')::interval
     from generate_series(1, $1::int) as n`,
    [LEADS],
  );
}

const server = startPostgres();
const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-bench-export-'));
const secret = randomBytes(32).toString('hex');
const apiUrl = `http://127.0.0.1:${API_PORT}`;
// `node --import tsx`, not the tsx CLI: one process, whose memory is the API's alone.
const api = spawn(
  process.execPath,
  [...(process.env.BENCH_API_NODE_ARGS?.split(' ') ?? []), '--import', 'tsx', 'apps/api/src/main.ts'],
  {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: server.url,
      DATA_DIR: dataDir,
      API_PORT: String(API_PORT),
      API_HOST: '127.0.0.1',
      APP_ENV: 'development',
      JWT_SECRET: secret,
      LOG_LEVEL: 'silent',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  },
);
let report: string[] = [];
let withinLimit = false;
try {
  // First start migrates and seeds the catalogue and the demo accounts: allow it a few minutes.
  await waitForHealth(apiUrl, 300_000);
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  const seedStarted = performance.now();
  await seedLeads(client);
  const seedSeconds = (performance.now() - seedStarted) / 1000;
  const { rows } = await client.query<{ id: string; sso_user_id: string; permissions: string[] }>(
    'select id, sso_user_id, permissions from users where mobile = $1',
    [COUNSELLOR_MOBILE],
  );
  const total = Number((await client.query('select count(*) from leads')).rows[0].count);
  const version = (await client.query('show server_version')).rows[0].server_version as string;
  await client.end();
  const counsellor = rows[0]!;
  const token = await signAccessToken({
    secret,
    claims: { userId: counsellor.id, ssoUserId: counsellor.sso_user_id, permissions: counsellor.permissions },
    now: new Date(),
    ttlSeconds: 3600,
  });
  const headers = { authorization: `Bearer ${token}` };

  // Warm up the route (code loaded, connections open) on a small export, then read the baseline.
  await drain(await fetch(`${apiUrl}/lead/admin/leads.csv?destination=germany&from=2100-01-01`, { headers }));
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const baseline = rssOf(api.pid!);

  const memory = sampleMemory(api.pid!);
  const started = performance.now();
  const response = await fetch(`${apiUrl}/lead/admin/leads.csv`, { headers });
  if (!response.ok) throw new Error(`export answered ${response.status}: ${await response.text()}`);
  const { bytes, lines } = await drain(response);
  const seconds = (performance.now() - started) / 1000;
  const peak = memory.stop();
  const growthMb = (peak - baseline) / MB;
  withinLimit = growthMb < LIMIT_MB;

  const summary = `${(lines - 1).toLocaleString('en-IN')} leads, ${(bytes / MB).toFixed(1)} MB of CSV in ${seconds.toFixed(1)} s; API memory ${(baseline / MB).toFixed(0)} MB before, ${(peak / MB).toFixed(0)} MB at the peak: grew ${growthMb.toFixed(1)} MB (limit ${LIMIT_MB} MB)`;
  console.log(summary);
  report = [
    `## Lead CSV export — ${new Date().toISOString().slice(0, 10)} (PostgreSQL ${version}, ${total.toLocaleString('en-IN')} leads, ${cpus().length} cores)`,
    '',
    `\`npm run bench:lead-export\`. ${LEADS.toLocaleString('en-IN')} leads inserted in ${seedSeconds.toFixed(0)} s, then \`GET /lead/admin/leads.csv\` (no filter) downloaded once by the demo counsellor over HTTP while the API process's resident memory (VmRSS) was read every ${SAMPLE_MS} ms. The API is its own process (\`node --import tsx apps/api/src/main.ts\`), so the figures are its memory alone.`,
    '',
    '| rows | CSV size | time | API memory before | API memory peak | growth | limit | verdict |',
    '|---|---|---|---|---|---|---|---|',
    `| ${(lines - 1).toLocaleString('en-IN')} | ${(bytes / MB).toFixed(1)} MB | ${seconds.toFixed(1)} s | ${(baseline / MB).toFixed(0)} MB | ${(peak / MB).toFixed(0)} MB | ${growthMb.toFixed(1)} MB | ${LIMIT_MB} MB | ${withinLimit ? 'within' : 'OVER'} |`,
  ];
} finally {
  if (api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((resolve) => api.once('exit', resolve));
  }
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
writeFileSync(resultsFile, `${previous.trimEnd()}\n\n${report.join('\n')}\n`);
console.log(`Recorded in ${resultsFile}`);
if (!withinLimit) process.exit(1);
