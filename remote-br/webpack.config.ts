import { createRemoteConfig, type BuildEnv } from 'shared-ui/federation';

export default (env: BuildEnv) =>
  createRemoteConfig({ pkg: 'remote-br', dir: __dirname, env, title: '证券 App 运营', exposes: { './App': './src/App.tsx', './modules': './src/modules/index.ts', './Public': './src/Public.tsx' } });
