import { createLightPagesConfig, createRemoteConfig, type BuildEnv } from 'shared-ui/federation';
import { LIGHT_PAGES, LIGHT_PAGE_ENTRIES } from './src/lightPages/lightPages';

/**
 * The federated remote (remoteEntry.js: ./App, ./modules, ./Public) and, written after it into the same folder, its
 * public pages as light pages of their own (`src/lightPages`; pre-rendered by `scripts/prerenderLightPages.tsx`).
 */
export default (env: BuildEnv) => [
  {
    name: 'remote',
    ...createRemoteConfig({ pkg: 'remote-common', dir: __dirname, env, title: '公共模块与官网', exposes: { './App': './src/App.tsx', './modules': './src/modules/index.ts', './Public': './src/Public.tsx' } }),
  },
  {
    name: 'light-pages',
    // After the remote's build, which empties the folder first.
    dependencies: ['remote'],
    ...createLightPagesConfig({ pkg: 'remote-common', dir: __dirname, env, entries: LIGHT_PAGE_ENTRIES, pages: LIGHT_PAGES }),
  },
];
