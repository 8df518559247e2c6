/**
 * `cms-webpack build | dev`: builds or serves the package in the current folder from its `webpack.config.ts`.
 * One runner for every package, so no package needs webpack-cli or its own scripts.
 */
import path from 'node:path';
import webpack from 'webpack';
import WebpackDevServer from 'webpack-dev-server';
import type { AppConfiguration, BuildEnv } from './createConfig';

/** A package's config: one build, or several written into its folder (the shell's light login page beside it). */
type ConfigFactory = (env: BuildEnv) => AppConfiguration | AppConfiguration[];

async function loadConfigs(dir: string, env: BuildEnv): Promise<AppConfiguration[]> {
  // require, not import(): the runner is loaded through tsx's CommonJS hook, which also compiles the config.
  const mod = require(path.join(dir, 'webpack.config.ts')) as { default: ConfigFactory };
  return [await Promise.resolve(mod.default(env))].flat();
}

/** Builds one package; resolves when written, rejects with webpack's errors. */
export async function buildPackage(dir: string, mode: BuildEnv['mode'] = 'production'): Promise<void> {
  const compiler = webpack(await loadConfigs(dir, { mode }));
  await new Promise<void>((resolve, reject) => {
    compiler.run((err, stats) => {
      compiler.close(() => undefined);
      if (err) return reject(err);
      if (stats?.hasErrors()) return reject(new Error(stats.toString({ all: false, errors: true, colors: false })));
      resolve();
    });
  });
}

/**
 * Starts one package's dev server with hot reload; resolves once it listens. It serves the package's first build only:
 * in development the shell's /login is the console's own login route (the light login.html is a production page).
 */
export async function servePackage(dir: string): Promise<WebpackDevServer> {
  const [config] = await loadConfigs(dir, { mode: 'development' });
  if (!config) throw new Error(`${dir}/webpack.config.ts 没有给出构建配置`);
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
