import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import nextVitals from 'eslint-config-next/core-web-vitals';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/.next/',
      '**/next-env.d.ts',
      '.data/',
      'apps/api/dist/',
      'apps/api/src/db/migrations/',
      'test-results/',
      'playwright-report/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  ...nextVitals.map((config) => ({ ...config, files: ['apps/web/**/*.{ts,tsx}'] })),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    settings: { next: { rootDir: 'apps/web' } },
  },
  {
    // Environment is parsed once at boot (STYLE.md); nothing else reads process.env.
    files: ['apps/*/src/**/*.ts', 'apps/web/**/*.{ts,tsx}', 'packages/**/*.ts'],
    ignores: [
      'apps/api/src/env.ts',
      'apps/api/src/main.ts',
      'apps/web/lib/env.ts',
      'apps/web/instrumentation.ts',
      'apps/web/lib/check-config.node.ts',
      // Build-time settings (the response headers) are read when Next.js loads its config.
      'apps/web/next.config.ts',
    ],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through env.ts.' },
      ],
    },
  },
  {
    // One set of controls (issue 32): pages use components/ui, never the browser's own button,
    // input, select or textarea. The files listed move onto them with their own changes.
    files: ['apps/web/**/*.tsx'],
    ignores: ['apps/web/components/ui/**', 'apps/web/components/layout/mega-menu-controls.client.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'JSXOpeningElement[name.name=/^(button|input|select|textarea)$/]',
          message: 'Use the components of components/ui (Button, TextInput, Select, Checkbox…).',
        },
      ],
    },
  },
);
