// API load benchmark: the country page, SEO meta and health endpoints on an embedded, seeded
// database, each measured in several short autocannon runs; prints medians and records them in
// RESULTS.md. Medians, not best runs: the machine is shared and noisy.
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir, cpus } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { loadApiConfig } from '../apps/api/src/env.ts';
import { openDatabase } from '../apps/api/src/db/client.ts';
import { runMigrations } from '../apps/api/src/db/migrate.ts';
import { seedDemoContent } from '../apps/api/src/db/seed/seed.ts';
import { buildApp } from '../apps/api/src/server.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = 10;
const ENDPOINTS = [
  { name: 'country page', path: '/pathway/country/detail/usa' },
  { name: 'SEO meta', path: '/cms/meta?url=%2Fstudy-abroad%2Fusa&category=country-detail' },
  { name: 'health', path: '/health' },
];

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-bench-'));
const config = loadApiConfig({ APP_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
const database = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await runMigrations(database);
await seedDemoContent(database.db);
const app = await buildApp({ config, database, logger: false });
const address = await app.listen({ host: '127.0.0.1', port: 0 });

const rows: string[] = [];
for (const endpoint of ENDPOINTS) {
  const results: autocannon.Result[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    results.push(
      await autocannon({ url: `${address}${endpoint.path}`, connections: CONNECTIONS, duration: SECONDS }),
    );
  }
  const errors = results.reduce((sum, r) => sum + r.errors + r.non2xx, 0);
  const row = {
    rps: median(results.map((r) => r.requests.average)),
    p50: median(results.map((r) => r.latency.p50)),
    p99: median(results.map((r) => r.latency.p99)),
  };
  const line = `| ${endpoint.name} | \`${endpoint.path.split('?')[0]}\` | ${row.rps.toFixed(0)} | ${row.p50} | ${row.p99} | ${errors} |`;
  console.log(line);
  rows.push(line);
}

await app.close();
await database.close();
rmSync(dataDir, { recursive: true, force: true });

const heading = `## API load — ${new Date().toISOString().slice(0, 10)} (${database.kind}, ${cpus().length} cores, ${CONNECTIONS} connections, median of ${RUNS} × ${SECONDS} s)`;
const table = [
  '| endpoint | path | req/s | p50 ms | p99 ms | errors |',
  '|---|---|---|---|---|---|',
  ...rows,
].join('\n');
const resultsFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'RESULTS.md');
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
writeFileSync(resultsFile, `${previous.trimEnd()}\n\n${heading}\n\n${table}\n`);
console.log(`\nRecorded in ${resultsFile}`);
