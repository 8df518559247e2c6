/**
 * Builds the webpack config of the shell (host) or of a remote. A package's `webpack.config.ts` is a few lines on top
 * of these: its name, its folder and what it exposes.
 *
 * @example
 *   export default (env: BuildEnv) => createRemoteConfig({ pkg: 'remote-wm', dir: __dirname, env,
 *     exposes: { './App': './src/App.tsx' } });
 */
import path from 'node:path';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Configuration } from 'webpack';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { DEV_PORTS, REMOTE_PACKAGES, sharedSingletons, type RemotePackage } from './sharedSingletons';

export interface BuildEnv {
  mode: 'development' | 'production';
}

export type AppConfiguration = Configuration & { devServer?: DevServerConfiguration };

interface CommonOptions {
  dir: string;
  env: BuildEnv;
  /** Page title of the standalone HTML page. */
  title: string;
  /** Values baked into the bundle as `process.env.X` (build-time defaults; run-time config may override). */
  define?: Record<string, string | undefined>;
}

export interface RemoteOptions extends CommonOptions {
  pkg: RemotePackage;
  exposes: Record<string, string>;
}

export interface HostOptions extends CommonOptions {
  name: string;
  runtimePlugins?: string[];
  /** Extra dev-server set-up (the shell serves `remotes.json` pointing at the remotes' dev servers). */
  devServer?: DevServerConfiguration;
}

const MOCK_PORT = Number(process.env.MOCK_PORT ?? 4000);

/**
 * react-router 7's package `exports` name only its development build (warnings, no dead-code removal: ~60 KB gzip
 * more); its production build sits beside it. Point production bundles at it.
 */
function reactRouterProductionAliases(dir: string): Record<string, string> {
  const routerDom = require.resolve('react-router-dom/package.json', { paths: [dir] });
  const routerRoot = path.dirname(require.resolve('react-router/package.json', { paths: [path.dirname(routerDom)] }));
  return {
    'react-router$': path.join(routerRoot, 'dist/production/index.mjs'),
    'react-router/dom$': path.join(routerRoot, 'dist/production/dom-export.mjs'),
  };
}

function baseConfig(options: CommonOptions, port: number, publicPath: string): AppConfiguration {
  const production = options.env.mode === 'production';
  return {
    mode: options.env.mode,
    context: options.dir,
    entry: { main: './src/index.ts' },
    devtool: production ? false : 'eval-cheap-module-source-map',
    output: {
      path: path.join(options.dir, 'dist'),
      publicPath,
      // Entry files keep fixed names (remoteEntry.js must; the federation runtime cannot hash them): only chunks carry
      // a content hash, and the HTML page asks for its entry with a hash query instead.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js', '.json'],
      alias: production ? reactRouterProductionAliases(options.dir) : {},
    },
    module: {
      rules: [
        { test: /\.m?js$/, resolve: { fullySpecified: false } },
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: {
            loader: require.resolve('swc-loader'),
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                transform: { react: { runtime: 'automatic', development: !production, refresh: false } },
                target: 'es2020',
              },
            },
          },
        },
        { test: /\.(png|jpe?g|svg|gif)$/, type: 'asset' },
      ],
    },
    optimization: {
      // Every shared deep module (`@mui/material/Button`) is its own async chunk; without this, the package internals
      // they have in common (MUI's utils, emotion) were copied into each one. Initial chunks stay whole: the remote
      // entry must be self-contained.
      splitChunks: { chunks: 'async', minSize: 4000 },
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries({ NODE_ENV: options.env.mode, ...options.define }).map(([k, v]) => [
            `process.env.${k}`,
            JSON.stringify(v ?? ''),
          ]),
        ),
      ),
      // The page's own script is asked for from the root: a remote's publicPath is 'auto' (for federation), which
      // would resolve `main.js` against a deep URL like /operation/br/modulesEdit.
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        title: options.title,
        chunks: ['main'],
        hash: production,
        publicPath: '/',
      }),
    ],
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
      // Live H5 pages are served by the backend too, so a staff member can open what went live from the dev shell.
      proxy: [{ context: ['/v2/cms', '/h5-live'], target: process.env.CMS_BACKEND ?? `http://127.0.0.1:${MOCK_PORT}`, changeOrigin: true }],
    },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

export function createRemoteConfig(options: RemoteOptions): AppConfiguration {
  const config = baseConfig(options, DEV_PORTS[options.pkg], 'auto');
  config.plugins!.push(
    new ModuleFederationPlugin({
      name: REMOTE_PACKAGES[options.pkg],
      filename: 'remoteEntry.js',
      exposes: options.exposes,
      shared: sharedSingletons(),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      // A remote never loads other remotes: leave the remote-loading and manifest-snapshot code out of its runtime,
      // which is most of remoteEntry.js (the shell keeps them: it loads remotes from their manifests).
      experiments: { optimization: { disableRemote: true, disableSnapshot: true, target: 'web' } },
    }),
  );
  return config;
}

export function createHostConfig(options: HostOptions): AppConfiguration {
  const config = baseConfig(options, DEV_PORTS.shell, '/');
  config.plugins!.push(
    new ModuleFederationPlugin({
      name: options.name,
      remotes: {},
      shared: sharedSingletons(),
      shareStrategy: 'loaded-first',
      dts: false,
      runtimePlugins: options.runtimePlugins ?? [],
    }),
  );
  config.devServer = { ...config.devServer, ...options.devServer };
  return config;
}
