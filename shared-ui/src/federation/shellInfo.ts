/**
 * What a deployed shell says about itself, at a fixed address (`/shell-info.json`), for the check a product-area
 * team runs before it deploys a remote (`pnpm can-i-deploy`, shell/scripts/canIDeploy.ts): the shared-ui it provides
 * to every remote — its version, and the hash of each entry's API report (shared-ui/api/surface-version.json), which
 * says exactly which surface that version is. Written by the shell's build beside index.html.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import webpack, { type Compiler } from 'webpack';
import { SHARED_UI_VERSION } from './sharedSingletons';

export const SHELL_INFO_FILE = 'shell-info.json';

export interface ShellInfo {
  sharedUi: {
    version: string;
    /** Entry (`contract`, `shared-ui`, …) → the hash of its committed API report. */
    reports: Record<string, string>;
  };
}

export function shellInfo(): ShellInfo {
  const record = JSON.parse(readFileSync(path.join(__dirname, '..', '..', 'api', 'surface-version.json'), 'utf8')) as { reports?: Record<string, string> };
  return { sharedUi: { version: SHARED_UI_VERSION, reports: record.reports ?? {} } };
}

/** Emits `shell-info.json` into the host's output. */
export class ShellInfoPlugin {
  apply(compiler: Compiler): void {
    compiler.hooks.thisCompilation.tap('ShellInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'ShellInfoPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.emitAsset(SHELL_INFO_FILE, new webpack.sources.RawSource(`${JSON.stringify(shellInfo(), null, 2)}\n`));
      });
    });
  }
}
