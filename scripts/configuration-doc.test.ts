import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ApiEnvSchema } from '../apps/api/src/env.ts';
import { WebEnvSchema } from '../apps/web/lib/web-config.ts';

// docs/configuration.md is where an operator looks for a setting: every variable the apps' env
// schemas define and the start scripts read must be a row there, and no row may name one the code
// has stopped reading. The tests' and benchmarks' own variables, listed after TESTS_HEADING, are
// documentation only.
const DOC = new URL('../docs/configuration.md', import.meta.url);
const START_SCRIPTS = ['start.mjs', 'web-cluster.mjs'].map((file) => new URL(file, import.meta.url));
const TESTS_HEADING = '## Tests and benchmarks';

/** `env.NAME` and `process.env.NAME` in a script's source: what it reads (or defaults) from the environment. */
function variablesReadBy(source: string): string[] {
  return [...source.matchAll(/\benv\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!);
}

/** The variables named (in backticks) in the first cell of each table row of `markdown`. */
function documentedIn(markdown: string): Set<string> {
  const names = markdown
    .split('\n')
    .filter((line) => line.startsWith('|'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`([A-Z][A-Z0-9_]*)`/g)].map((m) => m[1]!));
  return new Set(names);
}

const read = new Set([
  ...Object.keys(ApiEnvSchema.shape),
  ...Object.keys(WebEnvSchema.shape),
  ...START_SCRIPTS.flatMap((file) => variablesReadBy(readFileSync(file, 'utf8'))),
]);
const doc = readFileSync(DOC, 'utf8');
const settingsPart = doc.split(TESTS_HEADING)[0]!;

describe('docs/configuration.md', () => {
  it('has a row for every variable the API, the web app and npm start read', () => {
    const documented = documentedIn(doc);
    const missing = [...read].filter((name) => !documented.has(name)).sort();
    expect(missing, 'variables read by the code but missing from docs/configuration.md').toEqual([]);
  });

  it('names no setting the code no longer reads', () => {
    const stale = [...documentedIn(settingsPart)].filter((name) => !read.has(name)).sort();
    expect(stale, 'rows of docs/configuration.md that no code reads').toEqual([]);
  });

  it('reads the schemas it checks against (a broken import would pass with nothing to compare)', () => {
    expect(read).toContain('API_PORT');
    expect(read).toContain('WEB_TRUSTED_PROXIES');
    expect(read).toContain('WEB_PROCESSES');
    expect(doc).toContain(TESTS_HEADING);
  });
});
