import { createRemoteConfig, type BuildEnv } from 'shared-ui/federation';

export default (env: BuildEnv) =>
  createRemoteConfig({ pkg: 'remote-h5', dir: __dirname, env, title: 'H5 发布', exposes: { './App': './src/App.tsx', './modules': './src/modules/index.ts' } });
