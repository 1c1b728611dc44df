// Compiles the API for production into dist/: one ES module of src/main.ts with our TypeScript and
// the shared domain package compiled in, npm packages left as imports (Node loads them from
// node_modules), and the migrations the server applies at start-up next to it. `npm start` runs it
// with plain Node when APP_ENV=production, so no TypeScript runner is in the serving path.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');

/**
 * Bare imports stay imports, except the workspace's own TypeScript packages, which are compiled in;
 * the API's own `#api/…` alias is not a package and is resolved (through package.json) and bundled.
 */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(bundle) {
    bundle.onResolve({ filter: /^[^./#]/ }, (args) =>
      args.path.startsWith('@meridian/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(dist, { recursive: true, force: true });
await build({
  entryPoints: [path.join(here, 'src/main.ts')],
  outfile: path.join(dist, 'main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  plugins: [npmPackagesExternal],
  logLevel: 'warning',
});
// migrate.ts finds its folder next to itself, which in the build is dist/.
cpSync(path.join(here, 'src/db/migrations'), path.join(dist, 'migrations'), { recursive: true });
console.log('API compiled to apps/api/dist/main.js');
