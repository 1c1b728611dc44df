import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cruise, type IConfiguration, type IViolation } from 'dependency-cruiser';

// The house rules `npm run lint` checks (.dependency-cruiser.cjs), each shown to fail on a planted
// violation: a small tree laid out like the repository, in a folder of its own.
const config = createRequire(import.meta.url)('../.dependency-cruiser.cjs') as IConfiguration;

const PLANTED: Record<string, string> = {
  'node_modules/server-only/package.json': '{"name":"server-only","main":"index.js"}',
  'node_modules/server-only/index.js': '',
  'node_modules/csv-parse/package.json': '{"name":"csv-parse","main":"index.js"}',
  'node_modules/csv-parse/index.js': '',
  'node_modules/left-pad/package.json': '{"name":"left-pad","main":"index.js"}',
  'node_modules/left-pad/index.js': '',
  'apps/web/package.json': '{"name":"web","dependencies":{"server-only":"*"}}',
  'apps/api/package.json': '{"name":"api","devDependencies":{"csv-parse":"*"}}',
  'apps/api/src/modules/pathway/catalogue-import/feed.ts': "import 'csv-parse';\n",
  'apps/api/src/modules/pathway/catalogue-import/feed.test.ts': "import 'csv-parse';\n",
  'apps/api/src/platform/pad.ts': "import 'left-pad';\n",
  'apps/api/src/db/seed/steps/catalogue.ts': 'export const UNRANKED_SORT = 10_000;\n',
  'apps/api/src/modules/pathway/catalogue-import/service.ts':
    "export { UNRANKED_SORT } from '../../../db/seed/steps/catalogue.ts';\n",
  'apps/api/src/modules/lead/repo.ts': 'export const findLead = () => undefined;\n',
  'apps/api/src/modules/lead/service.ts': "export { listLeads } from './routes.ts';\n",
  'apps/api/src/modules/lead/routes.ts':
    "export { findLead } from './repo.ts';\nexport const listLeads = () => [];\n",
  'apps/api/src/modules/user/service.ts': "export { findLead } from '../lead/repo.ts';\n",
  'packages/domain/src/leak.ts': "export { findLead } from '../../../apps/api/src/modules/lead/repo.ts';\n",
  'apps/web/lib/secret.ts': "import 'server-only';\nexport const secret = 1;\n",
  'apps/web/components/button.client.tsx': "export { secret } from '../lib/secret.ts';\n",
  'apps/web/lib/loop-a.ts': "export { b } from './loop-b.ts';\nexport const a = 1;\n",
  'apps/web/lib/loop-b.ts': "export { a } from './loop-a.ts';\nexport const b = 2;\n",
};

let root: string;
let violations: IViolation[];

beforeAll(async () => {
  root = mkdtempSync(path.join(tmpdir(), 'meridian-boundaries-'));
  for (const [file, text] of Object.entries(PLANTED)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  }
  const cwd = process.cwd();
  // dependency-cruiser reads paths relative to the working folder, as the lint run does at the root.
  process.chdir(root);
  try {
    const result = await cruise(['apps', 'packages'], {
      ...config.options,
      tsConfig: undefined,
      validate: true,
      ruleSet: { forbidden: config.forbidden },
    });
    violations = typeof result.output === 'string' ? [] : result.output.summary.violations;
  } finally {
    process.chdir(cwd);
  }
}, 60_000);

afterAll(() => rmSync(root, { recursive: true, force: true }));

const broken = (rule: string) =>
  violations.filter((v) => v.rule.name === rule).map((v) => `${v.from} → ${v.to}`);

describe('the import rules', () => {
  it('refuse seed code in running code', () => {
    expect(broken('no-seed-at-run-time')).toEqual([
      'apps/api/src/modules/pathway/catalogue-import/service.ts → apps/api/src/db/seed/steps/catalogue.ts',
    ]);
  });

  it('refuse a repo in a route, and a route in a service', () => {
    expect(broken('route-to-repo')).toEqual([
      'apps/api/src/modules/lead/routes.ts → apps/api/src/modules/lead/repo.ts',
    ]);
    expect(broken('service-to-route')).toEqual([
      'apps/api/src/modules/lead/service.ts → apps/api/src/modules/lead/routes.ts',
    ]);
  });

  it("refuse one module's repo in another module", () => {
    expect(broken('module-through-service')).toEqual([
      'apps/api/src/modules/user/service.ts → apps/api/src/modules/lead/repo.ts',
    ]);
  });

  it('refuse an app in the domain package, server-only code under a client component, and import loops', () => {
    expect(broken('domain-imports-no-app')).toHaveLength(1);
    expect(broken('client-reaches-no-server-only')).toEqual([
      'apps/web/components/button.client.tsx → node_modules/server-only/index.js',
    ]);
    expect(broken('no-import-loops').length).toBeGreaterThan(0);
  });

  it('refuse in running code a dev dependency, which a production install leaves out, or a package no package.json lists', () => {
    expect(broken('runtime-needs-runtime-dependency')).toEqual([
      'apps/api/src/modules/pathway/catalogue-import/feed.ts → node_modules/csv-parse/index.js',
    ]);
    expect(broken('no-unlisted-package')).toEqual([
      'apps/api/src/platform/pad.ts → node_modules/left-pad/index.js',
    ]);
  });
});
