/** End-to-end journeys (`shell/e2e/*.e2e.ts`): real Chromium via playwright-core, one at a time, against E2E_BASE_URL. */
module.exports = {
  rootDir: __dirname,
  displayName: 'e2e',
  testEnvironment: 'node',
  testMatch: ['<rootDir>/shell/e2e/**/*.e2e.ts'],
  // axe-core checks every page a journey visits; this fails the test that met a serious or critical violation.
  setupFilesAfterEnv: ['<rootDir>/shell/e2e/axeSetup.ts'],
  transform: { '^.+\\.tsx?$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }] },
  moduleNameMapper: {
    '^shared-ui/contract$': '<rootDir>/shared-ui/src/contract/index.ts',
  },
  testTimeout: 90_000,
  // The unit run's transform cache (jest.config.cjs): the journeys' support code is compiled once per run.
  cacheDirectory: '<rootDir>/node_modules/.cache/jest',
  maxWorkers: 1,
};
