// Lint keeps the boundaries of ARCHITECTURE.md: remotes never import each other, shared-ui never imports an app,
// mock-server imports only shared-ui/contract and the remotes' module lists, no import cycles, no MUI barrels.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTES = ['remote-articles', 'remote-wm', 'remote-br', 'remote-esop', 'remote-common', 'remote-h5'];
const APPS = ['shell', ...REMOTES];

/** Entries /home and the calendar may take types from, never values (see their rule below). */
const LIGHT_PAGE_PATHS = ['shared-ui/contract', 'shared-ui/components'].map((name) => ({
  name,
  allowTypeImports: true,
  message: "Take the value from 'shared-ui' (the light root entry) or 'shared-ui/query': this entry brings the module contract's zod onto the calendar's and home's first screen.",
}));

/** Zones for import-x/no-restricted-paths: `target` may not import from `from`. */
const zones = [
  ...REMOTES.map((r) => ({
    target: `./${r}`,
    from: APPS.filter((a) => a !== r).map((a) => `./${a}`),
    message: 'A remote never imports another remote or the shell: share through shared-ui.',
  })),
  { target: './shared-ui', from: APPS.map((a) => `./${a}`).concat('./mock-server'), message: 'shared-ui never imports an app.' },
  { target: './mock-server', from: './shell', message: 'mock-server never imports the shell.' },
  { target: './shell/src', from: REMOTES.map((r) => `./${r}`), message: 'The shell loads remotes through Module Federation, never by import.' },
  ...REMOTES.map((r) => ({
    target: './shell/server',
    from: `./${r}`,
    except: ['./src/modules'],
    message: "The shell's server imports only the remotes' module lists (the console service reads those modules).",
  })),
  ...REMOTES.map((r) => ({
    target: './mock-server',
    from: `./${r}`,
    except: ['./src/modules'],
    message: "mock-server imports only shared-ui/contract and the remotes' module lists.",
  })),
];

const crossEntryMessage = "Import another shared-ui entry by its package name ('shared-ui', 'shared-ui/router', …): a relative import bundles a second copy of it.";

// Routing comes from the shared-ui/router facade (a shared singleton that tree-shakes react-router).
const routerBan = [
  { name: 'react-router-dom', message: "Import routing from 'shared-ui/router' (the shared, tree-shaken facade)." },
  { name: 'react-router', message: "Import routing from 'shared-ui/router' (the shared, tree-shaken facade)." },
];

const MUI_BARRELS = [
  { name: '@mui/material', message: 'Import MUI components by deep path (@mui/material/Button): each deep module is shared on its own.' },
  { name: '@mui/icons-material', message: 'Import icons by deep path (@mui/icons-material/Logout).' },
];
/** no-restricted-imports options: the bans every file has, plus `patterns`. (A later config replaces the whole rule.) */
const restricted = (patterns = [], extraPaths = []) => ({ paths: [...MUI_BARRELS, ...routerBan, ...extraPaths], patterns });

// Package names too: `import x from 'remote-wm'` is the same crossing.
const packageImportBans = (self) =>
  APPS.filter((a) => a !== self).map((name) => ({ name, message: 'Remotes and the shell never import each other.' }));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.api-build/**', '**/.data/**', '.test-results/**', 'coverage/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: {
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // Without these import-x reads only .js files when it follows an import, so no-cycle saw no TypeScript file and
      // passed every cycle (a test in shell/scripts holds the rule to a planted one).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-restricted-imports': ['error', restricted()],
    },
  },
  { files: ['shared-ui/src/router/index.ts'], rules: { 'no-restricted-imports': 'off' } },
  // shared-ui's entries are federation singletons of their own ('shared-ui', 'shared-ui/router',
  // 'shared-ui/components', 'shared-ui/query', 'shared-ui/library', 'shared-ui/workflow', 'shared-ui/pickers', 'shared-ui/standalone', 'shared-ui/richText'): a relative import from one entry's folder into another's would
  // bundle a second copy of its React contexts. Across entries, import by package name (the pure contract may be
  // imported either way).
  ...['router', 'components', 'query', 'library', 'screen', 'workflow', 'pickers', 'standalone', 'richText', 'lightPage'].map((entry) => ({
    files: [`shared-ui/src/${entry}/**/*.{ts,tsx}`],
    ignores: ['shared-ui/src/router/index.ts'],
    rules: { 'no-restricted-imports': ['error', restricted([{ group: ['../*', '!../contract', '!../contract/*'], message: crossEntryMessage }])] },
  })),
  {
    files: ['shared-ui/src/{api,core,session,theme,remote}/**/*.{ts,tsx}', 'shared-ui/src/index.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        restricted([
          { group: ['**/components', '**/components/*', '**/query', '**/query/*', '**/library', '**/library/*', '**/screen', '**/screen/*', '**/workflow', '**/workflow/*', '**/pickers', '**/pickers/*', '**/router', '**/router/*', '**/standalone', '**/standalone/*', '**/richText', '**/richText/*'], message: crossEntryMessage },
          // The login page runs this entry: the contract's index would bring the module contract and zod with it.
          { regex: '^\\.\\.?/contract(/index|/module(/.*)?)?$', message: "Import the contract file you need (e.g. '../contract/errors'): its index and module/ bring zod onto the login page." },
        ]),
      ],
    },
  },
  // The console's first screen (/home) and the publishing calendar draw console answers with neither forms nor grids:
  // they take values from the light root entry and the query client from shared-ui/query. A value from the contract's
  // index or from shared-ui/components would load the module contract's zod with them (issue 44, item 11). Types are
  // free: they leave nothing in the bundle.
  {
    files: ['shell/src/schedule/**/*.{ts,tsx}', 'shell/src/home/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: LIGHT_PAGE_PATHS }] },
  },
  // FullCalendar is the week and day views' alone (ScheduleCalendar.tsx, loaded when one is opened): the month and the
  // page around it are drawn without it.
  {
    files: ['shell/src/schedule/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}', 'shell/src/schedule/ScheduleCalendar.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: LIGHT_PAGE_PATHS,
          patterns: [{ group: ['@fullcalendar/*'], allowTypeImports: true, message: "FullCalendar's code belongs to ScheduleCalendar.tsx (the week and day views, loaded when opened): the month is drawn without it." }],
        },
      ],
    },
  },
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': ['error', restricted([], packageImportBans(app))],
    },
  })),
);
