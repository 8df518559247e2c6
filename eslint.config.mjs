// Lint keeps the boundaries of ARCHITECTURE.md: remotes never import each other, shared-ui never imports an app,
// mock-server imports only shared-ui/contract and the remotes' module lists, no import cycles, no MUI barrels.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';

const REMOTES = ['remote-articles', 'remote-wm', 'remote-br', 'remote-esop', 'remote-common', 'remote-h5'];
const APPS = ['shell', ...REMOTES];

/** Zones for import-x/no-restricted-paths: `target` may not import from `from`. */
const zones = [
  ...REMOTES.map((r) => ({
    target: `./${r}`,
    from: APPS.filter((a) => a !== r).map((a) => `./${a}`),
    message: 'A remote never imports another remote or the shell: share through shared-ui.',
  })),
  { target: './shared-ui', from: APPS.map((a) => `./${a}`).concat('./mock-server'), message: 'shared-ui never imports an app.' },
  { target: './mock-server', from: './shell', message: 'mock-server never imports the shell.' },
  ...REMOTES.map((r) => ({
    target: './mock-server',
    from: `./${r}`,
    except: ['./src/modules'],
    message: "mock-server imports only shared-ui/contract and the remotes' module lists.",
  })),
];

// Package names too: `import x from 'remote-wm'` is the same crossing.
const packageImportBans = (self) =>
  APPS.filter((a) => a !== self).map((name) => ({ name, message: 'Remotes and the shell never import each other.' }));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '.test-results/**', 'coverage/**', '**/*.cjs'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs}'],
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    languageOptions: { ecmaVersion: 2023, sourceType: 'module' },
    settings: { 'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } } },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones }],
      'import-x/no-cycle': ['error', { maxDepth: 12, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material', message: 'Import MUI components by deep path (@mui/material/Button): each deep module is shared on its own.' },
            { name: '@mui/icons-material', message: 'Import icons by deep path (@mui/icons-material/Logout).' },
          ],
        },
      ],
    },
  },
  ...APPS.map((app) => ({
    files: [`${app}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mui/material', message: 'Import MUI components by deep path (@mui/material/Button).' },
            { name: '@mui/icons-material', message: 'Import icons by deep path (@mui/icons-material/Logout).' },
            ...packageImportBans(app),
          ],
        },
      ],
    },
  })),
);
