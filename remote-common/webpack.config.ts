import { createRemoteConfig, type BuildEnv } from 'shared-ui/federation';

export default (env: BuildEnv) =>
  createRemoteConfig({ pkg: 'remote-common', dir: __dirname, env, title: '公共模块与官网', exposes: { './App': './src/App.tsx', './modules': './src/modules/index.ts', './Public': './src/Public.tsx' } });
