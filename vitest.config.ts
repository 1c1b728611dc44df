import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// Unit tests sit beside the code; API integration tests live in apps/api/test and build the app on a
// fresh copy of a template database each. Playwright specs (e2e/) are never collected here.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          // The web app's `@/` import alias (apps/web/tsconfig.json), for its unit tests.
          alias: { '@/': fileURLToPath(new URL('./apps/web/', import.meta.url)) },
          include: [
            'packages/*/src/**/*.test.ts',
            'apps/*/src/**/*.test.ts',
            'apps/web/lib/**/*.test.ts',
            'apps/web/app/**/*.test.ts',
            // The house rules' own checks (.dependency-cruiser.cjs).
            'scripts/**/*.test.ts',
            // Components render to HTML in plain Node (react-dom/server): no DOM is needed to read their states.
            'apps/web/components/**/*.test.{ts,tsx}',
          ],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/api/test/**/*.test.ts'],
          // Migrates and seeds once into a template that each file's database copies.
          globalSetup: ['apps/api/test/global-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 180_000,
          // Vitest's default of cores − 1 runs one file at a time on a 2-core machine and leaves a core
          // idle; files run apart on their own database copies, so at least two may run at once.
          maxWorkers: Math.max(2, availableParallelism() - 1),
        },
      },
    ],
  },
});
