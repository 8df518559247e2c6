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
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack, { type Compiler, type Configuration } from 'webpack';
import zlib from 'node:zlib';
import type { Configuration as DevServerConfiguration } from 'webpack-dev-server';
import { AreaVendorModulesPlugin } from './areaVendorModules';
import { FirstScreenModulesPlugin } from './firstScreenModules';
import { ShellInfoPlugin } from './shellInfo';
import { ShellProvidesPlugin } from './shellProvides';
import { CONSOLE_DEV_PORT, DEV_PORTS, NOT_SHARED_WARNINGS, REMOTE_PACKAGES, SHARED_UI_VERSION, sharedSingletons, type RemotePackage } from './sharedSingletons';

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

/** A path separator in a module's resource path (either kind), and "inside node_modules". */
const SEP = '[\\\\/]';
const inNodeModules = (packages: string[]) => new RegExp(`${SEP}node_modules${SEP}(${packages.join('|')})${SEP}`);

/** React itself: one chunk, the first thing every page runs, and the file that changes least often. */
const REACT_VENDOR = inNodeModules(['react', 'react-dom', 'scheduler']);
/** MUI components the console's first paint uses (plus the internals they are built from). */
const MUI_FIRST_SCREEN = [
  'styles', 'utils', 'internal', 'DefaultPropsProvider', 'transitions', 'colors', 'zero-styled', 'locale',
  'Alert', 'Box', 'Button', 'ButtonBase', 'Card', 'CardContent', 'CircularProgress', 'Link', 'Skeleton',
  'Typography', 'FormControl', 'FormHelperText', 'FormLabel', 'InputLabel', 'OutlinedInput', 'InputBase',
  'TextareaAutosize', 'CssBaseline', 'GlobalStyles', 'Snackbar', 'SnackbarContent', 'Paper', 'IconButton',
  'SvgIcon', 'Grow', 'Fade', 'ClickAwayListener', 'Portal', 'InitColorSchemeScript', 'use[A-Z][A-Za-z]*',
];
/** What MUI is built from: its styling engine, system, utils, emotion and the small packages below them. */
const MUI_FOUNDATIONS = [
  `@emotion${SEP}[^\\\\/]+`,
  `@mui${SEP}(system|utils|private-theming|styled-engine)`,
  'stylis',
  'react-is',
  'prop-types',
  'clsx',
  `@babel${SEP}runtime`,
  'hoist-non-react-statics',
  'react-transition-group',
];
/**
 * MUI's foundations (styling engine, theme, system, utils, emotion) and the first screen's components. Each is still
 * shared on its own deep path (one singleton per module, MUI's React contexts included); only their fallback code is
 * grouped, so the console's first screen fetches one file instead of ~60 (one per deep path), and the small helpers
 * they have in common are no longer copied into each.
 */
const MUI_CORE_VENDOR = inNodeModules([...MUI_FOUNDATIONS, `@mui${SEP}material${SEP}(${MUI_FIRST_SCREEN.join('|')})`]);
/** All of MUI's components and foundations: a remote's `mui-area` group holds the part its screens can load. */
const MUI_VENDOR = inNodeModules([...MUI_FOUNDATIONS, `@mui${SEP}material`]);
/**
 * Shared modules the shell has loaded before any remote runs (React, emotion, MUI's foundations and the first
 * screen's components): the share scope hands out the shell's copies, so a remote's fallbacks for them never run.
 */
const SHELL_FIRST_SCREEN_SHARES = new RegExp(
  `^(react|react-dom|react/.+|react-dom/.+|@emotion/.+|@mui/system|@mui/private-theming|@tanstack/react-query|@mui/material/(${MUI_FIRST_SCREEN.join('|')}))$`,
);

/**
 * Dates: dayjs with its plugins and locale, and MUI X's pickers. The shell loads neither, so the first area a person
 * opens provides them (and every later area uses that copy); each deep path is its own shared module, which came as
 * 14 files for one date field. Grouped in a remote, they are two files.
 */
const DAYJS_VENDOR = inNodeModules(['dayjs']);
const PICKERS_VENDOR = inNodeModules([`@mui${SEP}x-date-pickers`]);

/**
 * Adds `<link rel="preload" as="script">` for every async chunk the first screen loads (FirstScreenModulesPlugin: the
 * bootstrap, the react and mui-core groups, the login page, the router …), so the browser fetches them alongside
 * main.js instead of after it has run and the federation runtime has asked for them (a round trip or two less).
 */
class PreloadChunksPlugin {
  constructor(private readonly firstScreen: FirstScreenModulesPlugin) {}
  apply(compiler: Compiler): void {
    compiler.hooks.compilation.tap('PreloadChunksPlugin', (compilation) => {
      HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTagGroups.tap('PreloadChunksPlugin', (data) => {
        const publicPath = compilation.outputOptions.publicPath === 'auto' ? '/' : String(compilation.outputOptions.publicPath ?? '/');
        for (const chunk of this.firstScreen.chunks) {
          for (const file of chunk.files) {
            if (file.endsWith('.js')) data.headTags.push(HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'preload', as: 'script', href: `${publicPath}${file}` }));
          }
        }
        return data;
      });
    });
  }
}

/** Brotli's quality for the pre-compressed copies (why not 11: compressionPlugins). */
const BROTLI_QUALITY = 10;

/**
 * Pre-compressed copies (.br, .gz) of every text asset, written at build time so the server never compresses per
 * request (it picks the file by Accept-Encoding). Brotli at quality 10, not 11: measured over the whole product's
 * assets (17 MB), 11 took 37 s of CPU to save 1.8 % of the bytes against 10's 11 s (the login page's scripts: 112.8
 * against 114.8 KB), and those 26 s were a tenth of the build on 2 cores.
 */
function compressionPlugins(): webpack.WebpackPluginInstance[] {
  const test = /\.(js|json|html|css|svg|txt)$/;
  return [
    new CompressionPlugin<zlib.ZlibOptions>({ test, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, threshold: 0, minRatio: 1 }),
    new CompressionPlugin<zlib.BrotliOptions>({
      test,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
      threshold: 0,
      minRatio: 1,
    }),
  ];
}

/** A built page: its entry module and the HTML file that loads it. */
interface PageEntry {
  name: string;
  module: string;
  html: string;
}
/** Every package's own page: its federation entry, `main.js`, loaded by `index.html`. */
const MAIN_PAGE: PageEntry = { name: 'main', module: './src/index.ts', html: 'index.html' };

function baseConfig(options: CommonOptions, port: number, publicPath: string, page: PageEntry = MAIN_PAGE): AppConfiguration {
  const production = options.env.mode === 'production';
  return {
    mode: options.env.mode,
    context: options.dir,
    entry: { [page.name]: page.module },
    devtool: production ? false : 'eval-cheap-module-source-map',
    // A rebuild reads what did not change from disk (node_modules/.cache/webpack in the package): modules, chunks and
    // their minified and compressed output (measured: the whole build after a one-file change 37 s, from 62 s). The
    // config files are build dependencies: changing one starts afresh. Not in CI: every run there is a clean clone,
    // and writing the cache costs a first build ~30 s that no run would read back.
    ...(process.env.CI
      ? {}
      : {
          cache: {
            type: 'filesystem',
            name: `${page.name}-${options.env.mode}`,
            version: SHARED_UI_VERSION,
            buildDependencies: { config: [__filename, path.join(options.dir, 'webpack.config.ts')] },
          },
        }),
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
      // Shared deep modules that the first screens need are grouped (cacheGroups below): still one shared singleton
      // per deep path, but one file to fetch for the group.
      splitChunks: {
        chunks: 'async',
        minSize: 4000,
        cacheGroups: {
          react: { test: REACT_VENDOR, name: 'react', chunks: 'async', enforce: true, priority: 30 },
          muiCore: { test: MUI_CORE_VENDOR, name: 'mui-core', chunks: 'async', enforce: true, priority: 20 },
        },
      },
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
    },
    performance: { hints: false },
    // The federation plugin warns, for every @mui/material deep path, that a singleton with an `exclude` "might lead to
    // multiple instances". What is excluded (NOT_SHARED in sharedSingletons) is data with no React context, so two
    // copies are harmless; the other deep paths stay single. 60 identical warnings would hide real ones.
    ignoreWarnings: NOT_SHARED_WARNINGS.map((message) => ({ message })),
    plugins: [
      new webpack.DefinePlugin(
        Object.fromEntries(
          Object.entries({ NODE_ENV: options.env.mode, SHARED_UI_VERSION, ...options.define }).map(([k, v]) => [
            `process.env.${k}`,
            JSON.stringify(v ?? ''),
          ]),
        ),
      ),
      // The page's own script is asked for from the root: a remote's publicPath is 'auto' (for federation), which
      // would resolve `main.js` against a deep URL like /operation/br/modulesEdit.
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'index.html'),
        filename: page.html,
        title: options.title,
        chunks: [page.name],
        // Only the federation entry keeps a fixed name; a page's own files carry their hash already.
        hash: production && page === MAIN_PAGE,
        publicPath: '/',
      }),
      ...(production ? compressionPlugins() : []),
    ],
    devServer: {
      port,
      hot: true,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { warnings: false, errors: true } },
      // The API goes through the backend's front (the write guard, the console service beyond the spec), as inside
      // the shell's production server; live H5 pages straight from the backend, so what went live opens here too.
      proxy: [
        { context: ['/v2/cms', '/console'], target: `http://127.0.0.1:${String(CONSOLE_DEV_PORT)}` },
        { context: ['/h5-live'], target: process.env.CMS_BACKEND ?? `http://127.0.0.1:${MOCK_PORT}`, changeOrigin: true },
      ],
    },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

type SplitChunksOptions = Exclude<NonNullable<NonNullable<Configuration['optimization']>['splitChunks']>, false>;
/** The split-chunks options baseConfig always sets, for a host or remote config to adjust its cache groups. */
const splitChunksOf = (config: AppConfiguration) => config.optimization!.splitChunks as SplitChunksOptions;

export function createRemoteConfig(options: RemoteOptions): AppConfiguration {
  const config = baseConfig(options, DEV_PORTS[options.pkg], 'auto');
  const areaVendor = new AreaVendorModulesPlugin((shareKey) => SHELL_FIRST_SCREEN_SHARES.test(shareKey));
  // No mui-core group in a remote: the shell has loaded MUI's foundations and first-screen components before any
  // remote. What the remote's screens can load of MUI from the remote itself (AreaVendorModulesPlugin: the components
  // the shell has not loaded, and the internals they import by relative path) is one `mui-area` file: one shared
  // module per deep path made it ~40 small files on an area's first visit, fetched six at a time (HTTP/1.1). The file
  // also holds what the area's other screens use: 98–111 KB gzip, ~55 KB more than the small files one screen needed.
  const splitChunks = splitChunksOf(config);
  splitChunks.cacheGroups = {
    ...splitChunks.cacheGroups,
    muiCore: false,
    dayjs: { test: DAYJS_VENDOR, name: 'dayjs', chunks: 'async', enforce: true, priority: 20 },
    pickers: { test: PICKERS_VENDOR, name: 'pickers', chunks: 'async', enforce: true, priority: 20 },
    muiArea: { test: (module: webpack.Module) => MUI_VENDOR.test(module.nameForCondition() ?? '') && areaVendor.has(module), name: 'mui-area', chunks: 'async', enforce: true, priority: 15 },
  };
  config.plugins!.push(
    areaVendor,
    new ModuleFederationPlugin({
      name: REMOTE_PACKAGES[options.pkg],
      filename: 'remoteEntry.js',
      exposes: options.exposes,
      // Production only: a deployed remote always runs in the shell; a development build stays whole.
      shared: sharedSingletons({ takenFromShell: options.env.mode === 'production' }),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      // A remote never loads other remotes: leave the remote-loading and manifest-snapshot code out of its runtime,
      // which is most of remoteEntry.js (the shell keeps them: it loads remotes from their manifests). Not
      // externalRuntime (the shell's runtime core for every remote): measured, remoteEntry.js lost 10 KB gzip but the
      // shell's provideExternalRuntime added 22 KB to main.js, a second copy of the core, on every first visit.
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
      // The browser runtime only: leaves out the Node.js loading code.
      experiments: { optimization: { target: 'web' } },
    }),
  );
  // The host knows its first screen (the frame, /home): `mui-core` keeps every MUI module the first screen's code
  // reaches (26 files on /home's first visit became 10), `mui-frame` the rest of MUI's foundations, and `mui-work` the
  // components only work screens use (dialogs, tooltips, switches, the DataGrid's menus): one file where each deep
  // path was its own, ~70 files of 0.1–6 KB on a library's first visit (107 requests became 38). dayjs and the
  // pickers are grouped as in a remote. Every first-screen chunk is preloaded, fetched in parallel with main.js — and
  // prefetched by the light login page.
  const firstScreen = new FirstScreenModulesPlugin(path.join(options.dir, 'src', 'bootstrap.tsx'));
  // What the deployed shell provides to remotes, for a team's check before it deploys one (shellInfo.ts).
  config.plugins!.push(firstScreen, new PreloadChunksPlugin(firstScreen), new ShellInfoPlugin(), new ShellProvidesPlugin());
  const isMui = (module: webpack.Module) => MUI_VENDOR.test(module.nameForCondition() ?? '');
  const splitChunks = splitChunksOf(config);
  splitChunks.cacheGroups = {
    ...splitChunks.cacheGroups,
    muiCore: { test: (module: webpack.Module) => isMui(module) && firstScreen.has(module), name: 'mui-core', chunks: 'async', enforce: true, priority: 20 },
    muiFrame: { test: MUI_CORE_VENDOR, name: 'mui-frame', chunks: 'async', enforce: true, priority: 15 },
    muiWork: { test: isMui, name: 'mui-work', chunks: 'async', enforce: true, priority: 10 },
    dayjs: { test: DAYJS_VENDOR, name: 'dayjs', chunks: 'async', enforce: true, priority: 20 },
    pickers: { test: PICKERS_VENDOR, name: 'pickers', chunks: 'async', enforce: true, priority: 20 },
  };
  config.devServer = { ...config.devServer, ...options.devServer };
  return config;
}

export interface PageOptions extends CommonOptions {
  /** The page's entry module (relative to `dir`) and the HTML file written for it, e.g. `login.html`. */
  entry: string;
  html: string;
}

/**
 * A page built on its own, outside Module Federation: no share scope and no federation runtime, its libraries
 * tree-shaken to what it uses. For a page that shows no remote and shares nothing at run time — the login page — this
 * is what it costs to be light: a shared module keeps every export and the host's runtime registers ~90 of them.
 * Written into the same folder after the package's main build (which cleans it), with content-hashed file names.
 */
export function createPageConfig(options: PageOptions): AppConfiguration {
  const name = path.basename(options.html, '.html');
  const config = baseConfig(options, DEV_PORTS.shell, '/', { name, module: options.entry, html: options.html });
  const production = options.env.mode === 'production';
  config.output = { ...config.output, filename: production ? '[name].[contenthash:8].js' : '[name].js', clean: false };
  config.optimization!.splitChunks = {
    chunks: 'all',
    // React in a file of its own: the part that changes least often stays cached across releases.
    cacheGroups: { react: { test: REACT_VENDOR, name: 'react', chunks: 'all', enforce: true, priority: 30 } },
  };
  return config;
}

/** One HTML file of a remote's light pages: the address it answers, its entry and its tab's title. */
export interface LightPageFile {
  /** The page's address, e.g. `/approval/70000` (the shell's server answers it with this file). */
  path: string;
  /** The entry (a key of `LightPagesOptions.entries`) whose scripts the file loads. */
  entry: string;
  /** The file written into the remote's dist, e.g. `approval-70000.html`. */
  html: string;
  /** The tab's title before any script runs. */
  title: string;
}

export interface LightPagesOptions extends Omit<CommonOptions, 'title'> {
  pkg: RemotePackage;
  /** Entry name → entry module (relative to `dir`). */
  entries: Record<string, string>;
  pages: readonly LightPageFile[];
}

/**
 * The file a remote's light-page build writes into its dist last (shared-ui/lightPage/prerender): page address →
 * HTML file. The shell's server reads it (shell/server/lightPages.ts).
 */
export const LIGHT_PAGES_MANIFEST = 'light-pages.json';

/** Where the shell's production server serves a remote's built files (`createShellServer`). */
export const remoteFilesPath = (pkg: RemotePackage) => `/remotes/${pkg}/`;

/**
 * A remote's public pages as light pages (issue 32), built like the login page (`createPageConfig`: no federation
 * runtime, no share scope, libraries tree-shaken) beside the remote's federated build, into the same folder. The
 * remote still owns them and deploys them with its own code; the shell's server answers each page's address with its
 * HTML file (`light-pages.json`, written by the remote's prerender step, names them). Their scripts are asked for
 * where that server serves the remote's files, whatever the page's address.
 */
export function createLightPagesConfig(options: LightPagesOptions): AppConfiguration {
  const [first] = options.pages;
  if (!first) throw new Error(`${options.pkg} 没有轻量页面`);
  const config = createPageConfig({ ...options, title: first.title, entry: '', html: first.html });
  const publicPath = remoteFilesPath(options.pkg);
  config.entry = options.entries;
  config.output = { ...config.output, publicPath };
  // shared-ui's barrels ('shared-ui/contract' above all) re-export modules a public page never uses (zod schemas of
  // every module, the sign-in cipher): with its source taken as free of side effects, webpack leaves out whatever the
  // page's imports do not reach. Its two imports made for their side effects stay (zod's Chinese messages, dayjs's
  // zh-cn locale).
  // The remote's own source likewise (a public screen's data file reached only for a path constant, not its module's
  // zod fields).
  const sourceFolders = [path.join(__dirname, '..') + path.sep, path.join(options.dir, 'src') + path.sep];
  const withoutSideEffects = { test: (file: string) => sourceFolders.some((folder) => file.startsWith(folder)), exclude: /[\\/](zodLocale|pickerTime)\.ts$/, sideEffects: false };
  config.module = {
    ...config.module,
    rules: [...(config.module?.rules ?? []), withoutSideEffects],
    // A screen importing what the light router (below) does not offer fails the build instead of breaking the page.
    parser: { javascript: { exportsPresence: 'error' } },
  };
  // The light router instead of react-router (a public page never navigates), and a text field without MUI's select
  // mode (shared-ui/src/lightPage: lightRouter.tsx, LightTextField.tsx).
  const lightPage = path.join(__dirname, '..', 'lightPage');
  config.resolve = {
    ...config.resolve,
    alias: {
      ...(config.resolve?.alias as Record<string, string>),
      'shared-ui/router$': path.join(lightPage, 'lightRouter.tsx'),
      '@mui/material/TextField$': path.join(lightPage, 'LightTextField.tsx'),
    },
  };
  config.plugins = [
    ...(config.plugins ?? []).filter((plugin) => !(plugin instanceof HtmlWebpackPlugin)),
    ...options.pages.map(
      (page) => new HtmlWebpackPlugin({ template: path.join(__dirname, 'index.html'), filename: page.html, title: page.title, chunks: [page.entry], publicPath }),
    ),
  ];
  return config;
}
