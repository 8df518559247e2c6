import { createRemoteConfig, type BuildEnv } from 'shared-ui/federation';

export default (env: BuildEnv) =>
  createRemoteConfig({ pkg: 'remote-wm', dir: __dirname, env, title: '理财 App 运营', exposes: { './App': './src/App.tsx', './modules': './src/modules/index.ts' } });
