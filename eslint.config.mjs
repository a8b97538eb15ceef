import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const TESTS = ['**/*.test.ts', '**/*.test.tsx', '**/*-test-kit.ts', 'backend/test/**', 'e2e/**'];

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  {
    ignores: [
      '.next/**',
      'dist/**',
      'node_modules/**',
      '.data/**',
      'tmp/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ],
  },
  {
    // Server code logs through backend/lib/logger.ts (JSON lines with the request id, secrets redacted) and the
    // browser through lib/client-log.ts: a bare console call would write neither.
    files: ['app/**', 'backend/**', 'components/**', 'contracts/**', 'lib/**', 'proxy.ts'],
    ignores: TESTS,
    rules: { 'no-console': 'error' },
  },
  {
    // Configuration is read, checked and documented in one place per side (backend/env.ts, lib/env.ts, and
    // lib/process-env.ts for the few values any bundle may read): a stray process.env is an unchecked,
    // undocumented setting. Command-line scripts and tests set up their own environments.
    files: ['app/**', 'backend/**', 'components/**', 'contracts/**', 'lib/**', 'proxy.ts'],
    ignores: [...TESTS, 'backend/env.ts', 'lib/env.ts', 'lib/process-env.ts'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through backend/env.ts or lib/env.ts.' },
      ],
    },
  },
  {
    // The layers' imports, resolved as the compiler resolves them ('@/…' and relative paths alike).
    files: ['backend/**', 'components/**', 'contracts/**'],
    ignores: TESTS,
    rules: {
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              // Contracts are what the backend, the BFF and the browser share: they depend on nothing of the app,
              // so any of them may import a contract without pulling in the others' code.
              target: './contracts',
              from: ['./backend', './lib', './components', './app'],
              message: 'contracts/ imports nothing of the app.',
            },
            {
              // The backend also runs alone (npm run backend, BACKEND_URL): from outside itself it uses only the
              // contracts, never the web app's modules.
              target: './backend',
              from: ['./lib', './components', './app'],
              message: 'backend/ may import only contracts/ from outside itself.',
            },
            {
              // Components run in the browser: backend code there would ship to phones (and could not run). They
              // reach the backend through the BFF and share its types through contracts/.
              target: './components',
              from: './backend',
              message: 'components/ may not import backend/: use contracts/ and the BFF client.',
            },
          ],
        },
      ],
    },
  },
  {
    // AppType describes every backend route: a module that names it can call the backend directly. Only the
    // server's typed client and the browser's BFF client may.
    files: ['**/*.ts', '**/*.tsx'],
    ignores: [...TESTS, 'lib/api/backend-client.ts', 'lib/client/bff-client.ts', 'backend/app.ts', 'scripts/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "ImportDeclaration[source.value=/backend\\/app$/] ImportSpecifier[imported.name='AppType']",
          message: 'Only lib/api/backend-client.ts and lib/client/bff-client.ts may import AppType.',
        },
      ],
    },
  },
  {
    // The browser's client modules may know the backend's types, never its code: a value import would ship the
    // backend (its SQL, its secrets' names) to every visitor. scripts/check-client-bundle.ts looks in the build too.
    files: ['lib/client/**', 'lib/swr/**'],
    ignores: TESTS,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/backend/*', '**/backend/*'],
              allowTypeImports: true,
              message: 'Only `import type` from the backend in browser code.',
            },
          ],
        },
      ],
    },
  },
];

export default config;
