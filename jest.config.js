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
  testTimeout: 60_000,
})();

const config = { projects: [unit, backend], maxWorkers: 2 };

export default config;
