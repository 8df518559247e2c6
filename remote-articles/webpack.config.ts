import { createRemoteConfig, type BuildEnv } from 'shared-ui/federation';

export default (env: BuildEnv) =>
  createRemoteConfig({ pkg: 'remote-articles', dir: __dirname, env, title: '内容管理', exposes: { './App': './src/App.tsx' } });
