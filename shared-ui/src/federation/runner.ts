/**
 * `cms-webpack build | dev`: builds or serves the package in the current folder from its `webpack.config.ts`.
 * One runner for every package, so no package needs webpack-cli or its own scripts.
 */
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { AppConfiguration, BuildEnv } from './createConfig';

type ConfigFactory = (env: BuildEnv) => AppConfiguration;

async function loadConfig(dir: string, env: BuildEnv): Promise<AppConfiguration> {
  // require, not import(): the runner is loaded through tsx's CommonJS hook, which also compiles the config.
  const mod = require(path.join(dir, 'webpack.config.ts')) as { default: ConfigFactory };
  return Promise.resolve(mod.default(env));
}

/** Builds one package; resolves when written, rejects with webpack's errors. */
export async function buildPackage(dir: string, mode: BuildEnv['mode'] = 'production'): Promise<void> {
  const config = await loadConfig(dir, { mode });
  const compiler = webpack(config);
  await new Promise<void>((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
}

/** Starts one package's dev server with hot reload; resolves once it listens. */
export async function servePackage(dir: string): Promise<WebpackDevServer> {
  const config = await loadConfig(dir, { mode: 'development' });
  const server = new WebpackDevServer(config.devServer ?? {}, webpack(config));
  await server.start();
  return server;
}

export async function runCli(args: string[], cwd: string): Promise<void> {
  const [command] = args;
  const started = Date.now();
  if (command === 'build') {
    await buildPackage(cwd, 'production');
    console.log(`built ${path.basename(cwd)} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } else if (command === 'dev') {
    const server = await servePackage(cwd);
    console.log(`${path.basename(cwd)} dev server on http://localhost:${String(server.options.port)}`);
  } else {
    console.error('usage: cms-webpack build | dev');
    process.exitCode = 2;
  }
}
