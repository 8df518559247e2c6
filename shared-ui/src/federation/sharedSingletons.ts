import { readFileSync } from 'node:fs';
import path from 'node:path';
import { SHELL_PROVIDES } from './shellProvides';

/**
 * shared-ui's own version, as its package.json says: what every build records for the workspace packages it shares —
 * a remote's manifest then says which shared-ui it was built against, and the shell knows its own (the version
 * handshake, shell/src/remotes/sharedUiHandshake.ts). The API report holds the version to the surface (shared-ui/api).
 */
export const SHARED_UI_VERSION: string = (JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'package.json'), 'utf8')) as { version: string }).version;

/**
 * The one list of modules every federated package shares as singletons. No package copies a `shared` block:
 * each webpack config gets it from `createHostConfig`/`createRemoteConfig`.
 *
 * Keys ending in `/` share every deep import below that package (`@mui/material/Button`), so a page pays only for
 * the components it uses; lint forbids the `@mui/material` barrel for the same reason. MUI's React contexts live in
 * `@mui/system` and `@mui/private-theming`, which must be shared too or the shell's theme does not reach a remote.
 */
const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  '@emotion/react',
  '@emotion/react/',
  '@emotion/styled',
  '@emotion/cache',
  '@mui/material/',
  '@mui/system',
  '@mui/system/',
  '@mui/private-theming',
  '@mui/x-data-grid',
  '@mui/x-date-pickers/',
  '@tanstack/react-query',
  'dayjs',
  'dayjs/',
] as const;

/**
 * Workspace packages: their version is the workspace's, so no range is checked. Routing is shared through the
 * `shared-ui/router` facade rather than react-router-dom itself (see that file: a shared module cannot be
 * tree-shaken, and the whole router is ~60 KB gzip).
 */
const WORKSPACE_SINGLETONS = [
  'shared-ui',
  'shared-ui/contract',
  'shared-ui/router',
  'shared-ui/components',
  'shared-ui/query',
  'shared-ui/library',
  'shared-ui/screen',
  'shared-ui/workflow',
  'shared-ui/pickers',
  'shared-ui/richText',
  'shared-ui/richText/editor',
  'shared-ui/standalone',
] as const;

export interface SharedConfigEntry {
  singleton: true;
  requiredVersion?: false;
  /** false: no fallback of its own; the module comes from the share scope (the shell). */
  import?: false;
  version?: string;
  exclude?: { request: RegExp };
}

/**
 * Deep paths left out of sharing: pure data with no React context, which a shared module would keep whole (every
 * export) where each package's own copy is tree-shaken. `@mui/material/locale` holds all ~60 languages (133 KB before
 * minification) and `@mui/x-date-pickers/locales` all ~50 (135 KB, fetched on every area's first visit while it was
 * shared); we use zh-CN's texts only.
 */
const NOT_SHARED: Partial<Record<(typeof SINGLETONS)[number], RegExp>> = {
  '@mui/material/': /(^|\/)locale$/,
  '@mui/x-date-pickers/': /(^|\/)locales$/,
};

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
/** The federation plugin's warning for each exclusion above, word for word (the build ignores exactly these). */
export const NOT_SHARED_WARNINGS: RegExp[] = Object.values(NOT_SHARED).map(
  (exclude) => new RegExp(escapeRegExp(`"singleton: true" is used together with "exclude.request: ${String(exclude)}"`)),
);

/** `takenFromShell`: a remote's production build, which takes SHELL_PROVIDES from the shell (no fallback copy). */
export function sharedSingletons({ takenFromShell = false }: { takenFromShell?: boolean } = {}): Record<string, SharedConfigEntry> {
  const shared: Record<string, SharedConfigEntry> = {};
  for (const name of SINGLETONS) {
    const exclude = NOT_SHARED[name];
    shared[name] = { singleton: true, requiredVersion: false, ...(exclude ? { exclude: { request: exclude } } : {}) };
  }
  // No range for the runtime to check (it would only warn in the console): the shell checks, before it runs a remote.
  for (const name of WORKSPACE_SINGLETONS) shared[name] = { singleton: true, requiredVersion: false, version: SHARED_UI_VERSION };
  if (takenFromShell) for (const name of SHELL_PROVIDES) shared[name] = { ...shared[name]!, import: false };
  return shared;
}

/** Module-Federation container names of the remotes, by package name. */
export const REMOTE_PACKAGES = {
  'remote-articles': 'remote_articles',
  'remote-wm': 'remote_wm',
  'remote-br': 'remote_br',
  'remote-esop': 'remote_esop',
  'remote-common': 'remote_common',
  'remote-h5': 'remote_h5',
} as const;

export type RemotePackage = keyof typeof REMOTE_PACKAGES;

/** Dev-server ports: the shell at 3000, a port per remote after it. */
/** `pnpm dev`'s console service (shell/scripts/consoleDevServer.ts): every dev server proxies `/console` to it. */
export const CONSOLE_DEV_PORT = Number(process.env.CONSOLE_DEV_PORT ?? 3900);

export const DEV_PORTS: Record<'shell' | RemotePackage, number> = {
  shell: 3000,
  'remote-articles': 3001,
  'remote-wm': 3002,
  'remote-br': 3003,
  'remote-esop': 3004,
  'remote-common': 3005,
  'remote-h5': 3006,
};
