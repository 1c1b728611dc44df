// `npm run bench:first-load-js [-- --record]`: first-load JavaScript per content page, read from
// the web app's production build (run `npm run build -w @meridian/web` first): the framework's root
// scripts plus every script the page's layouts, boundaries and page components need before it is
// interactive, each gzipped at level 9. Scripts fetched on demand (next/dynamic, import()) are not
// counted. `--record` appends the table to RESULTS.md.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';
import { appendResults } from './results-file.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NEXT = path.join(ROOT, 'apps/web/.next');
const BUDGET_KB = 120;

/** Issue 14's content pages and the app route that renders each. */
const PAGES = [
  { page: 'home', route: '/' },
  { page: 'country', route: '/[country]' },
  { page: 'course listing', route: '/abroad/[level]/[category]' },
  { page: 'university', route: '/university/[countryName]/[universityName]' },
  { page: 'course', route: '/university/[countryName]/[universityName]/[courseName]' },
  { page: 'article', route: '/articles/[pageSlug]' },
  { page: 'exam', route: '/exam/[category]/[pageSlug]' },
  { page: 'knowledge base', route: '/knowledge-base/[slug]/[category]/[pageSlug]' },
  { page: 'loan calculator', route: '/calculator/education-loan' },
  { page: 'enquiry', route: '/enquiry' },
] as const;

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipped = new Map<string, number>();
function gzipSize(file: string): number {
  let size = gzipped.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(path.join(NEXT, file)), { level: 9 }).length;
    gzipped.set(file, size);
  }
  return size;
}

/** The page's client reference manifest (under `[variant]` when pages are rendered per variant). */
function entryScripts(route: string): string[] {
  const dir = ['', '/[variant]']
    .map((prefix) => path.join(NEXT, 'server/app', `${prefix}${route}`.replace(/\/$/, '')))
    .find((candidate) => existsSync(path.join(candidate, 'page_client-reference-manifest.js')));
  if (!dir) throw new Error(`no build output for ${route}: run npm run build -w @meridian/web`);
  const sandbox: {
    globalThis?: unknown;
    __RSC_MANIFEST?: Record<string, { entryJSFiles: Record<string, string[]> }>;
  } = {};
  sandbox.globalThis = sandbox;
  runInNewContext(readFileSync(path.join(dir, 'page_client-reference-manifest.js'), 'utf8'), sandbox);
  const manifest = Object.values(sandbox.__RSC_MANIFEST ?? {})[0];
  if (!manifest) throw new Error(`empty client manifest for ${route}`);
  return Object.values(manifest.entryJSFiles).flat();
}

const buildManifest = JSON.parse(readFileSync(path.join(NEXT, 'build-manifest.json'), 'utf8')) as {
  rootMainFiles: string[];
};
const framework = buildManifest.rootMainFiles.reduce((sum, file) => sum + gzipSize(file), 0);

const rows = PAGES.map(({ page, route }) => {
  const scripts = new Set([...buildManifest.rootMainFiles, ...entryScripts(route)]);
  const total = [...scripts].reduce((sum, file) => sum + gzipSize(file), 0);
  return { page, route, total };
});

const lines = [
  `## First-load JavaScript per content page — ${new Date().toISOString().slice(0, 10)} (production build, gzip -9)`,
  '',
  `\`npm run bench:first-load-js\` after \`npm run build -w @meridian/web\`. Framework root scripts (React, the Next.js router, shared by every page): ${kb(framework)} KB. Budget (issue 14): ${BUDGET_KB} KB.`,
  '',
  '| page | route | first-load JS KB gzipped | page’s own KB |',
  '|---|---|---|---|',
  ...rows.map((r) => `| ${r.page} | ${r.route} | ${kb(r.total)} | ${kb(r.total - framework)} |`),
];
console.log(lines.join('\n'));
if (process.argv.includes('--record')) appendResults(lines);
