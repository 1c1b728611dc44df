import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The suite starts the real site (production build, API on PGlite in a throwaway folder) on its own
// ports so it never collides with a running dev server.
const WEB_PORT = Number(process.env.E2E_WEB_PORT ?? 3100);
const API_PORT = Number(process.env.E2E_API_PORT ?? 4100);
// Created once by the main process; workers inherit it through the environment.
process.env.MERIDIAN_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'meridian-e2e-'));
const dataDir = process.env.MERIDIAN_E2E_DATA_DIR;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: 'list',
  timeout: 30_000,
  // A loaded CI machine can take past the default 5 s for a client navigation or a form's answer;
  // a waited-for state that does arrive then still passes, and a wrong one fails all the same.
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${WEB_PORT}`,
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // vn.localhost and sa.localhost reach the local server, as they do in a developer's browser.
        '--host-resolver-rules=MAP *.localhost 127.0.0.1',
      ],
    },
    trace: 'retain-on-failure',
  },
  // The page-caching proof counts every API call, so it runs after the journeys, alone and in order:
  // another journey's calls would read as the cached page's. The site crawl renders a thousand pages
  // four at a time; it runs last, alone, so neither slows the other past its time limit.
  projects: [
    { name: 'journeys', testIgnore: /(site-crawl|page-caching|stops-cleanly|operator-day-one)\.spec\.ts/ },
    {
      name: 'caching',
      testMatch: /page-caching\.spec\.ts/,
      fullyParallel: false,
      dependencies: ['journeys'],
    },
    { name: 'crawl', testMatch: /site-crawl\.spec\.ts/, dependencies: ['caching'] },
    // Starts and stops a whole second site: last, alone, so its start-up slows no journey.
    { name: 'process', testMatch: /stops-cleanly\.spec\.ts/, dependencies: ['crawl'] },
    // A production start of its own on an empty database (issue 31's acceptance): after, alone too.
    { name: 'operator', testMatch: /operator-day-one\.spec\.ts/, dependencies: ['process'] },
  ],
  webServer: {
    command: 'node ../scripts/start.mjs',
    url: `http://127.0.0.1:${WEB_PORT}/study-abroad/health`,
    timeout: 600_000,
    reuseExistingServer: false,
    // start.mjs runs each app in a process group of its own and stops them in order on SIGTERM; the
    // default (SIGKILL to the script's group) would leave them running.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 70_000 },
    stdout: 'pipe',
    env: {
      PORT: String(WEB_PORT),
      API_PORT: String(API_PORT),
      API_URL: `http://127.0.0.1:${API_PORT}`,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      // The journeys read sent OTPs and stored leads through the API's developer views.
      DEV_ROUTES: 'true',
      // Two web processes whatever the machine, so the journeys cross them as a visitor's requests do.
      WEB_PROCESSES: '2',
      // Example counselling numbers (SPEC.md gives none) so the India, Vietnam and Saudi Arabia pages show one.
      PHONE_IN: '+9118002102030',
      PHONE_VN: '+842873001234',
      PHONE_SA: '+966112345678',
      // A made-up id (not a real video) so video banners have something to open; the timed promo
      // popup waits longer than any test.
      PROMO_VIDEO_ID: 'e2eTestVid0',
      PROMO_VIDEO_DELAY_MS: '600000',
    },
  },
});
