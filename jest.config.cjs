/**
 * Every jest suite of the workspace. `node` runs pure rules and mock-server (against a real in-process server with an
 * in-memory database); `browser` runs React components under jsdom. ts-jest needs a CommonJS tsconfig.
 */
const tsJest = ['ts-jest', { tsconfig: '<rootDir>/tsconfig.jest.json' }];
const moduleNameMapper = {
  '^shared-ui$': '<rootDir>/shared-ui/src/index.ts',
  // Each entry of shared-ui is a folder's index (package.json "exports").
  '^shared-ui/(contract|router|components|library|screen|workflow|pickers|standalone|federation)$': '<rootDir>/shared-ui/src/$1/index.ts',
  '^shared-ui/testing$': '<rootDir>/shared-ui/src/testing/index.ts',
  // Rich text: the light entry (sanitise, show) and the tiptap editor, which screens load only when they show one.
  '^shared-ui/richText$': '<rootDir>/shared-ui/src/richText/index.ts',
  '^shared-ui/richText/editor$': '<rootDir>/shared-ui/src/richText/editor/index.ts',
};
const common = { rootDir: __dirname, transform: { '^.+\\.tsx?$': tsJest }, moduleNameMapper, testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'] };
/**
 * One transform cache for every jest run of the workspace (unit, server, journeys), inside the clone: the journeys
 * reuse what the unit run compiled. ts-jest only transpiles (tsconfig.jest.json `isolatedModules`); `pnpm typecheck`
 * checks the types once for the whole workspace.
 */
const cacheDirectory = '<rootDir>/node_modules/.cache/jest';

module.exports = {
  // Rendering DataGrids and typing into forms under jsdom takes seconds on a busy 2-core machine: 5 s is too tight.
  // A global option: Jest ignores `testTimeout` inside a project's config.
  testTimeout: 30_000,
  cacheDirectory,
  // Every core works: jest's default (cores - 1) is one worker on a 2-core machine, and with one worker jest runs every
  // suite inside its main process, one after another — 41 minutes in CI where two workers take under 8.
  maxWorkers: '100%',
  // A worker whose heap stays above this after a suite is replaced (jsdom suites leave a lot behind); setting it also
  // keeps jest from ever falling back to running suites inside its main process.
  workerIdleMemoryLimit: '1536MB',
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
      setupFilesAfterEnv: ['<rootDir>/shared-ui/jest.afterEnv.browser.ts'],
      testMatch: ['<rootDir>/**/*.test.tsx'],
    },
  ],
};
