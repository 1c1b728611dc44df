// `npm run screenshots`: the main page types (page-types.ts) at a phone's width (390 px) and a
// laptop's (1366 px), each the first screen of the page as a visitor sees it on a first visit, saved
// as docs/screenshots/{page type}-{width}.png so a change can be compared by eye in its diff. Against
// the running site at BENCH_SITE_URL, else a production site started on its own ports with a fresh
// embedded database, like the benchmarks.
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { root, stopProcess } from './api-process.ts';
import { PAGE_TYPES } from './page-types.ts';
import { startSite } from './site-process.ts';

const OUT_DIR = path.join(root, 'docs/screenshots');
const VIEWPORTS = [
  { width: 390, height: 844, isMobile: true, hasTouch: true },
  { width: 1366, height: 768, isMobile: false, hasTouch: false },
];

const dataDir = mkdtempSync(path.join(tmpdir(), 'meridian-shots-'));
let site: ChildProcess | undefined;
try {
  let siteUrl = process.env.BENCH_SITE_URL?.replace(/\/+$/, '');
  if (!siteUrl) {
    const started = await startSite({
      webPort: Number(process.env.BENCH_WEB_PORT ?? 3190),
      apiPort: Number(process.env.BENCH_API_PORT ?? 4191),
      dataDir,
    });
    site = started.process;
    siteUrl = started.url;
  }
  mkdirSync(OUT_DIR, { recursive: true });
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    for (const { width, height, isMobile, hasTouch } of VIEWPORTS) {
      for (const page of PAGE_TYPES) {
        // A fresh context per page: a first visit, with no stored choices and no interruption yet.
        const context = await browser.newContext({
          viewport: { width, height },
          isMobile,
          hasTouch,
          deviceScaleFactor: 1,
          reducedMotion: 'reduce',
        });
        const tab = await context.newPage();
        const response = await tab.goto(siteUrl + page.path, { waitUntil: 'networkidle' });
        if (!response?.ok()) throw new Error(`${page.path} answered ${response?.status()}`);
        // A string, so that this Node project needs no DOM types.
        await tab.evaluate('document.fonts.ready.then(() => true)');
        const file = path.join(OUT_DIR, `${page.name}-${width}.png`);
        await tab.screenshot({ path: file, animations: 'disabled', caret: 'hide' });
        console.log(`${path.relative(root, file)}  ${page.path}`);
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} finally {
  if (site) await stopProcess(site);
  rmSync(dataDir, { recursive: true, force: true });
}
