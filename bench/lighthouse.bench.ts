// Lighthouse benchmark and budget: starts the production site on its own ports with a fresh
// embedded database (or uses the running one at BENCH_SITE_URL), audits the main page types and the
// enquiry page on mobile (and the home and country pages with Lighthouse's desktop settings) in
// Chromium, and records the median of BENCH_RUNS runs of the performance, accessibility,
// best-practice and SEO scores, LCP, CLS and TBT in RESULTS.md, with Lighthouse's CPU benchmark index
// and the load average: simulated throttling scales the tasks it observed, so a busy shared machine
// reads as a slower page. The same run audits a bare Next.js page (bench/next-floor), the framework's
// own score on this machine, and the budget is set against it rather than as a fixed score: every
// mobile page at least the bare page's performance minus BUDGET_POINTS, and LCP at most BUDGET_LCP_MS.
// A page over budget makes the run exit 1, after the figures are recorded.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { stopProcess, waitForHealth } from './api-process.ts';
import { PAGE_TYPES, type PageType } from './page-types.ts';
import { appendResults } from './results-file.ts';
import { startSite } from './site-process.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB_PORT = Number(process.env.BENCH_WEB_PORT ?? 3190);
// Not 4190: fetch refuses that port (the Fetch standard's list of bad ports).
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4191);
const FLOOR_PORT = Number(process.env.BENCH_FLOOR_PORT ?? 3197);
const RUNS = Number(process.env.BENCH_RUNS ?? 3);
const BUDGET_POINTS = 5;
const BUDGET_LCP_MS = 2500;
const ALL_MOBILE: readonly PageType[] = [...PAGE_TYPES, { name: 'enquiry', path: '/study-abroad/enquiry' }];
/** BENCH_PAGE_TYPES=exam,home audits only those (by name); the bare page is always audited. */
const only = process.env.BENCH_PAGE_TYPES?.split(',').map((name) => name.trim());
const MOBILE_PAGES = only ? ALL_MOBILE.filter((page) => only.includes(page.name)) : ALL_MOBILE;
const DESKTOP_PAGES = MOBILE_PAGES.filter((page) => page.name === 'home' || page.name === 'country');
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Audit {
  label: string;
  formFactor: 'mobile' | 'desktop';
  scores: number[];
  lcp: number;
  cls: number;
  tbt: number;
  cpu: number;
}

/** Medians of RUNS audits of one page. */
async function audit(
  port: number,
  label: string,
  url: string,
  formFactor: Audit['formFactor'],
): Promise<Audit> {
  const samples: Omit<Audit, 'label' | 'formFactor'>[] = [];
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
  const of = (pick: (s: (typeof samples)[number]) => number) => median(samples.map(pick));
  const row: Audit = {
    label,
    formFactor,
    scores: CATEGORIES.map((_, i) => of((s) => s.scores[i]!)),
    lcp: of((s) => s.lcp),
    cls: of((s) => s.cls),
    tbt: of((s) => s.tbt),
    cpu: of((s) => s.cpu),
  };
  console.log(tableRow(row));
  return row;
}

function tableRow(a: Audit): string {
  const scores = a.scores.map((s) => s.toFixed(0)).join(' | ');
  return `| ${a.label} | ${a.formFactor} | ${scores} | ${a.lcp.toFixed(0)} | ${a.cls.toFixed(3)} | ${a.tbt.toFixed(0)} | ${a.cpu.toFixed(0)} |`;
}

/** What each mobile page misses of the budget, in words; empty when all are within it. */
function overBudget(floor: Audit, pages: Audit[]): string[] {
  const minimum = floor.scores[0]! - BUDGET_POINTS;
  return pages.flatMap((page) => [
    ...(page.scores[0]! < minimum
      ? [
          `${page.label}: performance ${page.scores[0]} is below the bare page's ${floor.scores[0]} − ${BUDGET_POINTS} = ${minimum}`,
        ]
      : []),
    ...(page.lcp > BUDGET_LCP_MS
      ? [`${page.label}: LCP ${page.lcp.toFixed(0)} ms is over ${BUDGET_LCP_MS} ms`]
      : []),
  ]);
}

const load = () => loadavg()[0]!.toFixed(1);
const loadAtStart = load();
const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-lh-'));
const floorDir = path.join(ROOT, 'bench/next-floor');
const NEXT_BIN = path.join(ROOT, 'node_modules/next/dist/bin/next');
let site: ChildProcess | undefined;
let floor: ChildProcess | undefined;
let floorAudit: Audit | undefined;
const mobile: Audit[] = [];
const desktop: Audit[] = [];
try {
  let siteUrl = process.env.BENCH_SITE_URL?.replace(/\/+$/, '');
  if (!siteUrl) {
    const started = await startSite({ webPort: WEB_PORT, apiPort: API_PORT, dataDir });
    site = started.process;
    siteUrl = started.url;
  }
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
    floorAudit = await audit(
      chrome.port,
      'bare Next.js page (bench/next-floor)',
      `http://127.0.0.1:${FLOOR_PORT}/`,
      'mobile',
    );
    for (const page of MOBILE_PAGES)
      mobile.push(await audit(chrome.port, page.path, siteUrl + page.path, 'mobile'));
    for (const page of DESKTOP_PAGES)
      desktop.push(await audit(chrome.port, page.path, siteUrl + page.path, 'desktop'));
  } finally {
    await chrome.kill();
  }
} finally {
  if (floor) await stopProcess(floor);
  if (site) await stopProcess(site);
  rmSync(dataDir, { recursive: true, force: true });
}

const misses = overBudget(floorAudit!, mobile);
const budget = `Budget (mobile): performance at least ${floorAudit!.scores[0]! - BUDGET_POINTS} (the bare page minus ${BUDGET_POINTS}), LCP at most ${BUDGET_LCP_MS} ms: ${misses.length === 0 ? 'every page within it' : `${misses.length} over (${misses.join('; ')})`}.`;
appendResults([
  `## Lighthouse — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC (production build, simulated throttling, median of ${RUNS}; load average ${loadAtStart} at the start, ${load()} at the end, on ${cpus().length} cores)`,
  '',
  budget,
  '',
  '| page | form factor | performance | accessibility | best practices | SEO | LCP ms | CLS | TBT ms | CPU index |',
  '|---|---|---|---|---|---|---|---|---|---|',
  ...[floorAudit!, ...mobile, ...desktop].map(tableRow),
]);
if (misses.length > 0) {
  console.error(`Over the Lighthouse budget:\n  ${misses.join('\n  ')}`);
  process.exitCode = 1;
}
