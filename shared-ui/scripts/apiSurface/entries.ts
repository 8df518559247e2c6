/**
 * shared-ui's entry points, read from its package.json "exports": the one list the API reports follow. A new entry in
 * "exports" gets a report the next time `pnpm api:report` runs; nothing else needs to know about it.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The workspace root, shared-ui's folder, the committed reports and the ignored build folder. */
export const WORKSPACE_ROOT = path.resolve(__dirname, '../../..');
export const SHARED_UI_DIR = path.join(WORKSPACE_ROOT, 'shared-ui');
export const REPORT_DIR = path.join(SHARED_UI_DIR, 'api');
export const SURFACE_VERSION_FILE = path.join(REPORT_DIR, 'surface-version.json');
// Not under node_modules: TypeScript treats declarations there as an external library, and API Extractor would
// then leave every `export * from './x'` unresolved.
export const BUILD_DIR = path.join(SHARED_UI_DIR, '.api-build');
export const DTS_DIR = path.join(BUILD_DIR, 'dts');
export const DECLARATIONS_TSCONFIG = path.join(__dirname, 'tsconfig.declarations.json');

export interface Entry {
  /** The key in "exports": ".", "./router", "./richText/editor". */
  readonly entry: string;
  /** The name a remote imports: "shared-ui", "shared-ui/router". */
  readonly importName: string;
  /** The report's base name (no extension): "shared-ui", "router", "richText-editor". */
  readonly reportName: string;
  /** The emitted declaration file API Extractor reads. */
  readonly dtsPath: string;
}

/** "./src/router/index.ts" → <DTS_DIR>/router/index.d.ts (tsc's rootDir is shared-ui/src). */
function declarationOf(sourcePath: string): string {
  const relative = sourcePath.replace(/^\.\/src\//, '').replace(/\.tsx?$/, '.d.ts');
  return path.join(DTS_DIR, relative);
}

export function entryOf(entry: string, sourcePath: string): Entry {
  const subpath = entry === '.' ? '' : entry.replace(/^\.\//, '');
  return {
    entry,
    importName: subpath ? `shared-ui/${subpath}` : 'shared-ui',
    reportName: subpath ? subpath.replace(/\//g, '-') : 'shared-ui',
    dtsPath: declarationOf(sourcePath),
  };
}

export function readEntries(): Entry[] {
  const manifest = JSON.parse(readFileSync(path.join(SHARED_UI_DIR, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  return Object.entries(manifest.exports).map(([entry, sourcePath]) => entryOf(entry, sourcePath));
}

export function readSharedUiVersion(): string {
  const manifest = JSON.parse(readFileSync(path.join(SHARED_UI_DIR, 'package.json'), 'utf8')) as { version: string };
  return manifest.version;
}
