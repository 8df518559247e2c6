import { createRemoteConfig, type BuildEnv } from 'shared-ui/federation';

export default (env: BuildEnv) =>
  createRemoteConfig({ pkg: 'remote-esop', dir: __dirname, env, title: '员工持股 App 运营', exposes: { './App': './src/App.tsx', './modules': './src/modules/index.ts' } });
