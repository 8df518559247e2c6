/**
 * Every jest suite of the workspace. `node` runs pure rules and mock-server (against a real in-process server with an
 * in-memory database); `browser` runs React components under jsdom. ts-jest needs a CommonJS tsconfig.
 */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json', isolatedModules: true }];
const moduleNameMapper = {
  '^shared-ui$': '<rootDir>/shared-ui/src/index.ts',
  '^shared-ui/contract$': '<rootDir>/shared-ui/src/contract/index.ts',
  '^shared-ui/federation$': '<rootDir>/shared-ui/src/federation/index.ts',
};
const common = { rootDir: __dirname, transform: { '^.+\\.tsx?$': tsJest }, moduleNameMapper, testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'] };

module.exports = {
  projects: [
    {
      ...common,
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'browser',
      testEnvironment: 'jsdom',
      setupFiles: ['<rootDir>/shared-ui/jest.setup.browser.ts'],
      testMatch: ['<rootDir>/**/*.test.tsx'],
    },
  ],
};
