// Test tiers are chosen by file name: *.test.ts (no servers but the in-memory time-skipping one), *.int.test.ts
// (real Temporal dev server and Postgres/PGlite), *.live.test.ts (real provider keys). swc transpiles, tsc
// type-checks separately.
const transform = {
  '^.+\\.(ts|js|cjs|mjs)$': [
    '@swc/jest',
    { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'commonjs' } },
  ],
};
// PGlite's CommonJS build uses dynamic import(); letting swc rewrite it avoids --experimental-vm-modules.
// content-disposition (via @fastify/swagger-ui) ships ESM only; Node 20 requires it natively, jest needs swc.
const transformIgnorePatterns = ['/node_modules/(?!(@electric-sql/pglite|content-disposition)/)'];
const common = {
  testEnvironment: '<rootDir>/test/helpers/jest-environment.js',
  roots: ['<rootDir>/test'],
  transform,
  transformIgnorePatterns,
  setupFiles: ['<rootDir>/test/helpers/quiet-temporal.ts'],
  testTimeout: 60000,
};
module.exports = {
  testTimeout: 60000,
  globalSetup: '<rootDir>/test/helpers/global-setup.ts',
  globalTeardown: '<rootDir>/test/helpers/global-teardown.ts',
  projects: [
    {
      ...common,
      displayName: 'unit',
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['\\.int\\.test\\.ts$', '\\.live\\.test\\.ts$'],
    },
    { ...common, displayName: 'int', testMatch: ['**/*.int.test.ts'] },
    { ...common, displayName: 'live', testMatch: ['**/*.live.test.ts'] },
  ],
};
