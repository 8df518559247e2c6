import path from 'node:path';
import { CONTRACT_DOCUMENT_FILE } from './server/contractDocument';
import { CONTRACT_DOCUMENT_URL } from './src/contract/contractPage';
import { createHostConfig, createPageConfig, DEV_PORTS, REMOTE_PACKAGES, type BuildEnv } from 'shared-ui/federation';

/** In dev, remotes.json points at each remote's own dev server. */
const devRemotes = Object.fromEntries(
  Object.entries(REMOTE_PACKAGES).map(([pkg, name]) => [
    name,
    `http://localhost:${String(DEV_PORTS[pkg as keyof typeof REMOTE_PACKAGES])}/mf-manifest.json`,
  ]),
);

const TITLE = '内容与运营管理后台';

/** Build-time defaults; the production server's injected window.__CMS_CONFIG__ overrides them at run time. */
const define = {
  CMS_API_PREFIX: process.env.CMS_API_PREFIX,
  CMS_SIGNIN_KEY: process.env.CMS_SIGNIN_KEY,
  CMS_SIGNIN_IV: process.env.CMS_SIGNIN_IV,
  CMS_INACTIVITY_MS: process.env.CMS_INACTIVITY_MS,
  CMS_LOGOUT_DELAY_MS: process.env.CMS_LOGOUT_DELAY_MS,
  CMS_ENV: process.env.CMS_ENV,
  CMS_LINK_BASE: process.env.CMS_LINK_BASE,
  CMS_THUMBNAIL_STYLE: process.env.CMS_THUMBNAIL_STYLE,
};

/** The console's config, plus what only it needs: the contract page's Swagger UI stylesheet as text (`asset/source`). */
function consoleConfig(env: BuildEnv) {
  const config = createHostConfig({
    name: 'shell',
    dir: __dirname,
    env,
    title: TITLE,
    define,
    runtimePlugins: [path.resolve(__dirname, 'src/remotes/remoteLoadErrorPlugin.ts'), path.resolve(__dirname, 'src/remotes/manifestAheadPlugin.ts')],
    devServer: {
      setupMiddlewares: (middlewares, devServer) => {
        devServer.app?.get('/remotes.json', (_req, res) => {
          res.json(devRemotes);
        });
        // The contract page's document, as the production server serves it.
        devServer.app?.get(CONTRACT_DOCUMENT_URL, (_req, res) => {
          res.sendFile(path.resolve(__dirname, '..', CONTRACT_DOCUMENT_FILE));
        });
        return middlewares;
      },
    },
  });
  const cssAsText = { test: /\.css$/, type: 'asset/source' } as const;
  config.module = { ...config.module, rules: [...(config.module?.rules ?? []), cssAsText] };
  return config;
}

/**
 * The console (the federation host, `index.html`) and, written after it into the same folder, the light login page
 * (`login.html`, served for /login: see `src/loginEntry.tsx`).
 */
export default (env: BuildEnv) => [
  {
    name: 'console',
    ...consoleConfig(env),
  },
  {
    name: 'login-page',
    // After the console's build, which empties the folder first.
    dependencies: ['console'],
    ...createPageConfig({ dir: __dirname, env, title: TITLE, define, entry: './src/loginEntry.tsx', html: 'login.html' }),
  },
];
