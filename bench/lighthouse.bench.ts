// Lighthouse benchmark: starts the production site on its own ports with a fresh embedded
// database, audits eight page types on mobile (and the home and country pages with Lighthouse's
// desktop settings) in Chromium, and records the median of three runs of the performance,
// accessibility, best-practice and SEO scores, LCP, CLS and TBT in RESULTS.md, with Lighthouse's CPU
// benchmark index: simulated throttling scales the tasks it observed, so a busy shared machine reads
// as a slower page. The same run audits a bare Next.js page (bench/next-floor): the framework's own
// score on this machine, the floor under every page of the site.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync, existsSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { stopProcess, waitForHealth } from './api-process.ts';
import { startSite } from './site-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);
// Not 4190: fetch refuses that port (the Fetch standard's list of bad ports).
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4191);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3197);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
/** Home, country, listing, university, article, exam, loan calculator and enquiry pages. */
const MOBILE_PAGES = [
  '/study-abroad',
  '/study-abroad/usa',
  '/study-abroad/abroad/masters/computer-science',
  '/study-abroad/university/usa/stanford-university',
  '/study-abroad/articles/chevening-scholarship',
  '/study-abroad/exam/ielts',
  '/study-abroad/calculator/education-loan',
  '/study-abroad/enquiry',
];
const DESKTOP_PAGES = MOBILE_PAGES.slice(0, 2);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-lh-'));
const floorDir = path.join(ROOT, 'bench/next-floor');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
let site: ChildProcess | undefined;
let floor: ChildProcess | undefined;

/** Median of RUNS audits of one page, as a table row. */
async function auditRow(port: number, label: string, url: string, formFactor: 'mobile' | 'desktop') {
  const samples: { scores: number[]; lcp: number; cls: number; tbt: number; cpu: number }[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] },
      formFactor === 'desktop' ? desktopConfig : undefined,
    );
    const audits = result!.lhr.audits;
    samples.push({
      scores: CATEGORIES.map((c) => (result!.lhr.categories[c]?.score ?? 0) * 100),
      lcp: audits['largest-contentful-paint']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      tbt: audits['total-blocking-time']?.numericValue ?? NaN,
      cpu: result!.lhr.environment.benchmarkIndex,
    });
  }
  const scores = CATEGORIES.map((_, i) => median(samples.map((s) => s.scores[i]!)).toFixed(0));
  const line = `| ${label} | ${formFactor} | ${scores.join(' | ')} | ${median(samples.map((s) => s.lcp)).toFixed(0)} | ${median(samples.map((s) => s.cls)).toFixed(3)} | ${median(samples.map((s) => s.tbt)).toFixed(0)} | ${median(samples.map((s) => s.cpu)).toFixed(0)} |`;
  console.log(line);
  return line;
}

const rows: string[] = [];
try {
  site = (await startSite({ webPort: WEB_PORT, apiPort: API_PORT, dataDir })).process;
  const build = spawnSync(process.execPath, [NEXT_BIN, 'build'], { cwd: floorDir, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the bare Next.js page did not build');
  floor = spawn(process.execPath, [NEXT_BIN, 'start', '-p', String(FLOOR_PORT), '-H', '127.0.0.1'], {
    cwd: floorDir,
    stdio: 'inherit',
  });
  await waitForHealth(`http://127.0.0.1:${FLOOR_PORT}`, 60_000);
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  try {
    rows.push(
      await auditRow(
        chrome.port,
        'bare Next.js page (bench/next-floor)',
        `http://127.0.0.1:${FLOOR_PORT}/`,
        'mobile',
      ),
    );
    for (const page of MOBILE_PAGES) {
      rows.push(await auditRow(chrome.port, page, `http://127.0.0.1:${WEB_PORT}${page}`, 'mobile'));
    }
    for (const page of DESKTOP_PAGES) {
      rows.push(await auditRow(chrome.port, page, `http://127.0.0.1:${WEB_PORT}${page}`, 'desktop'));
    }
  } finally {
    await chrome.kill();
  }
} finally {
  if (floor) await stopProcess(floor);
  if (site) await stopProcess(site);
  rmSync(dataDir, { recursive: true, force: true });
}

const heading = `## Lighthouse — ${new Date().toISOString().slice(0, 10)} (production build, simulated throttling, median of ${RUNS})`;
const table = [
  '| page | form factor | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | CPU index |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...rows,
].join('\n');
const resultsFile = path.join(ROOT, 'bench/RESULTS.md');
const previous = existsSync(resultsFile) ? readFileSync(resultsFile, 'utf8') : '# Benchmark results\n';
writeFileSync(resultsFile, `${previous.trimEnd()}\n\n${heading}\n\n${table}\n`);
