import nextJest from 'next/jest.js';

const createJestConfig = nextJest({ dir: './' });

const common = {
  testEnvironment: 'node',
  extensionsToTreatAsEsm: ['.ts', '.tsx'],
  moduleNameMapper: { '^@/(.*)$': '<rootDir>/$1' },
  testPathIgnorePatterns: ['/node_modules/', '/.next/', '/e2e/'],
};

// Two projects: `unit` (pure functions) and `backend` (HTTP-level tests on a real migrated database).
const unit = await createJestConfig({
  ...common,
  displayName: 'unit',
  testMatch: ['<rootDir>/**/*.test.ts', '<rootDir>/**/*.test.tsx'],
  testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.test\\.ts$'],
})();

const backend = await createJestConfig({
  ...common,
  displayName: 'backend',
  testMatch: ['<rootDir>/backend/**/*.int.test.ts'],
  globalSetup: '<rootDir>/backend/test/global-setup.js',
})();

// testTimeout is read from the root config only (a project's own testTimeout is ignored): the backend
// suites open a database in beforeAll, which takes longer than Jest's 5 s on a busy two-core machine.
const config = { projects: [unit, backend], maxWorkers: 2, testTimeout: 60_000 };

export default config;
