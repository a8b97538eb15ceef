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
];

export default config;
