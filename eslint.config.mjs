import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';

const config = [
  ...nextCoreWebVitals,
  ...nextTypescript,
  { ignores: ['.next/**', 'node_modules/**', '.data/**', 'tmp/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  {
    // Server code logs through backend/lib/logger.ts (JSON lines with the request id, secrets redacted) and the
    // browser through lib/client-log.ts: a bare console call would write neither.
    files: ['app/**', 'backend/**', 'components/**', 'lib/**', 'proxy.ts'],
    ignores: ['**/*.test.ts', '**/*.test.tsx', 'backend/test/**'],
    rules: { 'no-console': 'error' },
  },
  {
    // The web app names the backend's route table (AppType) in two places only: the server's typed client
    // (lib/api/backend-client.ts) and the browser's (lib/client/bff-client.ts). Everything else calls through them.
    files: ['app/**', 'components/**', 'lib/**', 'proxy.ts'],
    ignores: ['lib/api/backend-client.ts', 'lib/client/bff-client.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@/backend/app', importNames: ['AppType'], message: 'Call the backend through lib/api/backend-client.ts or lib/client/bff-client.ts.' },
          ],
        },
      ],
    },
  },
  {
    // Browser code may know the backend's types, never its code: a value import would ship the backend (and its
    // secrets' names, its SQL) to every visitor. scripts/check-client-bundle.ts looks for it in the build too.
    files: ['components/**', 'lib/client/**', 'lib/swr/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/backend/*', '**/backend/*'], allowTypeImports: true, message: 'Only `import type` from the backend in browser code.' }] },
      ],
    },
  },
];

export default config;
