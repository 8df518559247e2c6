import path from 'node:path';
import { createHostConfig, DEV_PORTS, REMOTE_PACKAGES, type BuildEnv } from 'shared-ui/federation';

/** In dev, remotes.json points at each remote's own dev server. */
const devRemotes = Object.fromEntries(
  Object.entries(REMOTE_PACKAGES).map(([pkg, name]) => [
    name,
    `http://localhost:${String(DEV_PORTS[pkg as keyof typeof REMOTE_PACKAGES])}/mf-manifest.json`,
  ]),
);

export default (env: BuildEnv) =>
  createHostConfig({
    name: 'shell',
    dir: __dirname,
    env,
    title: '内容与运营管理后台',
    runtimePlugins: [path.resolve(__dirname, 'src/remotes/remoteLoadErrorPlugin.ts')],
    devServer: {
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app?.get('/remotes.json', (_req, res) => {
          res.json(devRemotes);
        });
        return middlewares;
      },
    },
  });
