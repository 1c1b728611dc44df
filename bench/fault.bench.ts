// Fault benchmark: 10,000 enquiries (`POST /lead`) from 100 concurrent clients to the compiled API
// on a throwaway PostgreSQL, which is stopped (fast shutdown, as a restart or failover cuts open
// sessions) part-way through and started again a few seconds later. It passes when every enquiry
// answered as a success is stored exactly once, every other answer is a catalogue error, no
// request hangs, `/health` answers 503 while the database is down and 200 within 5 s of its
// return. Each enquiry comes from its own forwarded address, as 10,000 visitors behind the web
// proxy would, and the site-wide cap on enquiries is raised: the abuse limits are not under test.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { ERROR_CODES, errorMessageFor, type ErrorCode } from '@meridian/domain/error-catalogue';
import { startPostgres } from '../scripts/local-postgres.mjs';
import { buildApi, spawnCompiledApi, stopProcess, waitForHealth } from './api-process.ts';
import { appendResults } from './results-file.ts';
import { benchEnquiry } from './bench-enquiry.ts';

const TOTAL = Number(process.env.BENCH_ENQUIRIES ?? 10_000);
const CLIENTS = Number(process.env.BENCH_CLIENTS ?? 100);
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4295);
/** The database goes down once this share of the enquiries has been answered. */
const FAULT_AT = 0.4;
const DOWN_MS = 3000;
/** An answer slower than this is a hang. */
const HANG_MS = 15_000;
const RECOVERY_LIMIT_MS = 5000;
const HEALTH_POLL_MS = 100;
const SUPPORT_EMAIL = 'support@meridian.study';
const FIRST_MOBILE = 7_000_000_000;

type Outcome =
  | { kind: 'success'; index: number; leadId: string }
  | { kind: 'catalogue'; index: number; status: number; errorCode: ErrorCode }
  | { kind: 'bad'; index: number; detail: string };

const isErrorCode = (value: unknown): value is ErrorCode => typeof value === 'string' && value in ERROR_CODES;

const enquiry = (index: number) =>
  benchEnquiry('fault', index, {
    firstMobile: FIRST_MOBILE,
    name: 'Ishaan Kulkarni',
    city: 'Pune',
    country: 'germany',
  });

/** Sends one enquiry and sorts its answer: a success, an error in the catalogue's words, or anything else. */
async function send(apiUrl: string, index: number): Promise<Outcome> {
  let response: Response;
  try {
    response = await fetch(`${apiUrl}/lead`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `10.20.${index >> 8}.${index & 255}`,
      },
      body: JSON.stringify(enquiry(index)),
      signal: AbortSignal.timeout(HANG_MS),
    });
  } catch (error) {
    return { kind: 'bad', index, detail: `no answer: ${(error as Error).name} ${(error as Error).message}` };
  }
  const body = (await response.json().catch(() => undefined)) as Record<string, unknown> | undefined;
  if (response.status === 200 && body?.status === true && typeof body.leadId === 'string') {
    return { kind: 'success', index, leadId: body.leadId };
  }
  const errorCode = body?.errorCode;
  if (
    body?.status === false &&
    isErrorCode(errorCode) &&
    ERROR_CODES[errorCode].status === response.status &&
    typeof body.message === 'string' &&
    body.message.startsWith(errorMessageFor({ errorCode, supportEmail: SUPPORT_EMAIL }))
  ) {
    return { kind: 'catalogue', index, status: response.status, errorCode };
  }
  return { kind: 'bad', index, detail: `${response.status} ${JSON.stringify(body)}` };
}

/** Polls `/health` until stopped, keeping each answer's time and status (0: no answer). */
function pollHealth(apiUrl: string) {
  const samples: { at: number; status: number }[] = [];
  let running = true;
  const done = (async () => {
    while (running) {
      const at = performance.now();
      const status = await fetch(`${apiUrl}/health`, { signal: AbortSignal.timeout(2000) })
        .then((res) => res.status)
        .catch(() => 0);
      samples.push({ at, status });
      await new Promise((resolve) => setTimeout(resolve, HEALTH_POLL_MS));
    }
  })();
  return {
    samples,
    stop: async () => {
      running = false;
      await done;
    },
  };
}

const server = startPostgres();
const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-bench-fault-'));
const apiUrl = `http://127.0.0.1:${API_PORT}`;
buildApi();
const api = spawnCompiledApi({
  DATABASE_URL: server.url,
  DATA_DIR: dataDir,
  API_PORT: String(API_PORT),
  APP_ENV: 'staging',
  JWT_SECRET: randomBytes(32).toString('hex'),
  SUPPORT_EMAIL,
  LOG_LEVEL: 'error',
  PUBLIC_WRITES_PER_MINUTE: String(10 * TOTAL),
});

let passed = false;
let report: string[] = [];
try {
  await waitForHealth(apiUrl, 300_000);
  const health = pollHealth(apiUrl);
  const outcomes: Outcome[] = [];
  const latencies: number[] = [];
  const fault: Partial<Record<'downStart' | 'down' | 'upStart' | 'up', number>> = {};
  let faultRun: Promise<void> | undefined;
  let next = 0;
  const started = performance.now();

  const startFault = async () => {
    fault.downStart = performance.now();
    await server.pause();
    fault.down = performance.now();
    await new Promise((resolve) => setTimeout(resolve, DOWN_MS));
    fault.upStart = performance.now();
    await server.resume();
    fault.up = performance.now();
  };

  await Promise.all(
    Array.from({ length: CLIENTS }, async () => {
      while (next < TOTAL) {
        const index = next++;
        const sent = performance.now();
        outcomes.push(await send(apiUrl, index));
        latencies.push(performance.now() - sent);
        if (!faultRun && outcomes.length >= TOTAL * FAULT_AT) faultRun = startFault();
      }
    }),
  );
  await faultRun;
  const seconds = (performance.now() - started) / 1000;
  // Keep polling a little past the end, in case the load ended before the database returned.
  await waitForHealth(apiUrl, 30_000);
  await health.stop();

  const successes = outcomes.filter((o) => o.kind === 'success');
  const catalogued = outcomes.filter((o) => o.kind === 'catalogue');
  const bad = outcomes.filter((o) => o.kind === 'bad');
  const byCode = new Map<string, number>();
  for (const o of catalogued)
    byCode.set(`${o.status} ${o.errorCode}`, (byCode.get(`${o.status} ${o.errorCode}`) ?? 0) + 1);

  // What the database holds for the run's mobiles: one lead and one touchpoint per accepted enquiry.
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  const { rows } = await client.query<{ mobile: string; id: string; touchpoints: number }>(
    `select l.mobile, l.id, (select count(*)::int from lead_touchpoints t where t.lead_id = l.id) as touchpoints
       from leads l where l.mobile like '+917%'`,
  );
  const version = (await client.query('show server_version')).rows[0].server_version as string;
  await client.end();
  const leadsByMobile = new Map<string, typeof rows>();
  for (const row of rows) leadsByMobile.set(row.mobile, [...(leadsByMobile.get(row.mobile) ?? []), row]);
  const storedWrongly = successes.filter((o) => {
    const stored = leadsByMobile.get(`+91${FIRST_MOBILE + o.index}`) ?? [];
    return stored.length !== 1 || stored[0]!.id !== o.leadId || stored[0]!.touchpoints !== 1;
  });
  const failedIndexes = new Set([...catalogued, ...bad].map((o) => o.index));
  const storedDespiteError = [...failedIndexes].filter((i) =>
    leadsByMobile.has(`+91${FIRST_MOBILE + i}`),
  ).length;
  const duplicates = rows.length - leadsByMobile.size;

  // /health while the database was down, and how soon after its return it answered 200 again.
  const whileDown = health.samples.filter((s) => s.at >= fault.down! && s.at + 2000 <= fault.upStart!);
  const firstHealthy = health.samples.find((s) => s.at >= fault.up! && s.status === 200);
  const recoveryMs = firstHealthy ? firstHealthy.at - fault.up! : Number.POSITIVE_INFINITY;
  const sorted = [...latencies].sort((a, b) => a - b);
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);

  const checks = {
    'every success stored exactly once (one lead, one touchpoint)':
      storedWrongly.length === 0 && duplicates === 0,
    'every other answer a catalogue error': bad.length === 0,
    'no hang (every answer within 15 s)': sorted.at(-1)! < HANG_MS,
    '/health 503 while the database was down':
      whileDown.length > 0 && whileDown.every((s) => s.status === 503),
    'recovery within 5 s': recoveryMs <= RECOVERY_LIMIT_MS,
  };
  passed = Object.values(checks).every(Boolean);
  console.log({
    successes: successes.length,
    byCode: Object.fromEntries(byCode),
    bad: bad.slice(0, 5),
    recoveryMs,
    checks,
  });

  report = [
    `## Fault test: PostgreSQL restarted under enquiry load — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `\`npm run bench:fault\` on ${cpus().length} cores (load average ${loadavg()[0]!.toFixed(1)} at the end, machine shared with other work), PostgreSQL ${version}, the compiled API (\`node apps/api/dist/main.js\`, APP_ENV=staging, pool of 10). ${TOTAL.toLocaleString('en-IN')} enquiries (\`POST /lead\`, each a new person, no OTP) from ${CLIENTS} concurrent clients, each from its own forwarded address, the site-wide enquiry cap raised to ${(10 * TOTAL).toLocaleString('en-IN')} a minute. Once ${Math.round(FAULT_AT * 100)}% were answered, PostgreSQL was stopped (\`pg_ctl stop -m fast\`, which cuts open sessions) and started again ${DOWN_MS / 1000} s later; \`/health\` was polled every ${HEALTH_POLL_MS} ms throughout.`,
    '',
    '| measure | value |',
    '|---|---|',
    `| run time | ${seconds.toFixed(1)} s (${(TOTAL / seconds).toFixed(0)} enquiries/s) |`,
    `| answered success | ${successes.length.toLocaleString('en-IN')} |`,
    `| answered with a catalogue error | ${catalogued.length.toLocaleString('en-IN')} (${[...byCode].map(([code, n]) => `${code}: ${n}`).join(', ') || 'none'}) |`,
    `| other answers or no answer | ${bad.length} |`,
    `| successes not stored exactly once | ${storedWrongly.length}; duplicate leads ${duplicates} |`,
    `| failed enquiries stored anyway | ${storedDespiteError} |`,
    `| latency p50 / p99 / max | ${p(0.5)} / ${p(0.99)} / ${sorted.at(-1)!.toFixed(0)} ms |`,
    `| PostgreSQL stop took / down for | ${(fault.down! - fault.downStart!).toFixed(0)} ms / ${((fault.up! - fault.down!) / 1000).toFixed(1)} s |`,
    `| \`/health\` while down | ${whileDown.length} polls, ${whileDown.filter((s) => s.status === 503).length} answered 503 |`,
    `| \`/health\` 200 again after PostgreSQL accepted connections | ${recoveryMs.toFixed(0)} ms (limit ${RECOVERY_LIMIT_MS} ms) |`,
    '',
    ...Object.entries(checks).map(([name, ok]) => `- ${ok ? 'pass' : 'FAIL'}: ${name}`),
  ];
} finally {
  await stopProcess(api);
  server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}

appendResults(report);
if (!passed) process.exit(1);
