/**
 * The house rules of ARCHITECTURE.md and STYLE.md, checked on every `npm run lint` (issue 29).
 * Paths are relative to the repository root.
 */
// The API's layers, by file name: `routes.ts`/`*-routes.ts`, `service.ts`/`*.service.ts`, `repo.ts`/`*.repo.ts`.
const ROUTES = '^apps/api/src/.*routes\\.ts$';
const SERVICE = '^apps/api/src/.*service\\.ts$';
const REPO = '^apps/api/src/.*repo\\.ts$';
const TEST = '\\.test\\.tsx?$|^apps/api/test/|^e2e/|^bench/';
// Run by a developer (`npm run openapi`), never by the server.
const DEV_TOOL = '^apps/api/src/openapi-snapshot\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-import-loops',
      comment: 'A loop of imports has no first module: each half can only be read with the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'route-to-repo',
      comment: 'A route parses input, calls a service and parses output: SQL only through a service.',
      severity: 'error',
      from: { path: ROUTES },
      to: { path: REPO },
    },
    {
      name: 'repo-to-service-or-route',
      comment: 'A repo holds SQL only; it never calls back up into rules or HTTP.',
      severity: 'error',
      from: { path: REPO },
      to: { path: `${SERVICE}|${ROUTES}` },
    },
    {
      name: 'service-to-route',
      comment: 'Rules never depend on the HTTP layer.',
      severity: 'error',
      from: { path: SERVICE },
      to: { path: ROUTES },
    },
    {
      name: 'module-through-service',
      comment: "One API module reaches another only through that module's service.",
      severity: 'error',
      from: { path: '^apps/api/src/modules/([^/]+)/', pathNot: TEST },
      to: {
        path: '^apps/api/src/modules/',
        pathNot: ['^apps/api/src/modules/$1/', SERVICE],
      },
    },
    {
      name: 'no-seed-at-run-time',
      comment: 'The seed imports content once; running code never takes rules from it.',
      severity: 'error',
      from: {
        path: '^apps/api/src/',
        pathNot: ['^apps/api/src/db/seed/', '^apps/api/src/db/prepare-database\\.ts$', TEST],
      },
      to: { path: '^apps/api/src/db/seed/' },
    },
    {
      name: 'domain-imports-no-app',
      comment: 'packages/domain is pure and shared: it imports no app.',
      severity: 'error',
      from: { path: '^packages/domain/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      comment: 'web never imports api code and api never imports web code.',
      severity: 'error',
      from: { path: '^apps/(web|api)/' },
      to: { path: '^apps/', pathNot: '^apps/$1/' },
    },
    {
      name: 'client-reaches-no-server-only',
      comment: 'A client component is sent to the browser: nothing it imports may be server-only.',
      severity: 'error',
      from: { path: '^apps/web/.+\\.client\\.tsx?$' },
      to: { path: '(^|/)node_modules/server-only/', reachable: true },
    },
    {
      name: 'runtime-needs-runtime-dependency',
      comment:
        'A production install (`npm install --omit=dev`) has no dev dependencies: running code imports only what its package.json lists under dependencies. Types alone are erased.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: [TEST, DEV_TOOL] },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'no-unlisted-package',
      comment:
        'A package that no package.json on the way up lists is there only because another one brought it; it may go with it.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: TEST },
      to: { dependencyTypes: ['npm-no-pkg', 'npm-unknown'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(\\.next|dist|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs'],
    },
  },
};
