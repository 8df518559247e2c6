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

module.exports = {
  // Rendering DataGrids and typing into forms under jsdom takes seconds on a busy 2-core machine: 5 s is too tight.
  // A global option: Jest ignores `testTimeout` inside a project's config.
  testTimeout: 30_000,
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
