/**
 * Builds shared-ui's API reports with Microsoft API Extractor: tsc emits declarations (afresh each time) into the git-ignored
 * shared-ui/.api-build, then API Extractor reads each entry's .d.ts and writes its report there too. One TypeScript
 * program serves every entry (CompilerState), so 16 entries cost about one analysis, not sixteen.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { CompilerState, Extractor, ExtractorConfig, ExtractorLogLevel, type ExtractorMessage, type IConfigFile } from '@microsoft/api-extractor';
import { rewriteModuleTypeImports } from './moduleTypeImports';
import { BUILD_DIR, DECLARATIONS_TSCONFIG, DTS_DIR, REPORT_DIR, SHARED_UI_DIR, WORKSPACE_ROOT, readSharedUiVersion, type Entry } from './entries';

const TEMP_REPORT_DIR = path.join(BUILD_DIR, 'reports');
const TYPESCRIPT_DIR = path.join(WORKSPACE_ROOT, 'node_modules/typescript');

/** A fresh declaration emit (no file left from an earlier one); throws with tsc's own output when shared-ui does not compile. */
export function emitDeclarations(): void {
  rmSync(DTS_DIR, { recursive: true, force: true });
  mkdirSync(BUILD_DIR, { recursive: true });
  try {
    execFileSync(process.execPath, [path.join(TYPESCRIPT_DIR, 'bin/tsc'), '-p', DECLARATIONS_TSCONFIG], { cwd: WORKSPACE_ROOT, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const output = (error as { stdout?: string }).stdout ?? String(error);
    throw new Error(`shared-ui 的类型声明生成失败（shared-ui declarations did not compile）:\n${output}`, { cause: error });
  }
  for (const file of readdirSync(DTS_DIR, { recursive: true, encoding: 'utf8' })) {
    if (!file.endsWith('.d.ts')) continue;
    const full = path.join(DTS_DIR, file);
    const text = readFileSync(full, 'utf8');
    const rewritten = rewriteModuleTypeImports(text);
    if (rewritten !== text) writeFileSync(full, rewritten);
  }
}

/**
 * Each entry imports the others by package name ('shared-ui/router'): the names resolve to their emitted
 * declarations, and API Extractor shows them as imports from that entry, as a remote sees them.
 */
function pathsOf(entries: readonly Entry[]): Record<string, string[]> {
  return Object.fromEntries(entries.map((e) => [e.importName, [e.dtsPath]]));
}

function configOf(entry: Entry, entries: readonly Entry[]): IConfigFile {
  return {
    projectFolder: SHARED_UI_DIR,
    mainEntryPointFilePath: entry.dtsPath,
    compiler: {
      overrideTsconfig: {
        compilerOptions: {
          target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true,
          esModuleInterop: true, skipLibCheck: true, lib: ['ES2023', 'DOM', 'DOM.Iterable'], types: ['node', 'jest'],
          paths: pathsOf(entries),
        },
        files: entries.map((e) => e.dtsPath),
      },
    },
    apiReport: {
      enabled: true,
      reportFileName: entry.reportName,
      reportFolder: REPORT_DIR,
      reportTempFolder: TEMP_REPORT_DIR,
      // A type a signature uses but the entry does not export is part of the surface too: show it.
      includeForgottenExports: true,
    },
    docModel: { enabled: false },
    dtsRollup: { enabled: false },
    tsdocMetadata: { enabled: false },
    newlineKind: 'lf',
    messages: {
      compilerMessageReporting: { default: { logLevel: ExtractorLogLevel.Error } },
      // Release tags (@public, @beta) and TSDoc syntax are not this codebase's conventions; the report shows the rest.
      extractorMessageReporting: {
        default: { logLevel: ExtractorLogLevel.Warning, addToApiReportFile: false },
        'ae-missing-release-tag': { logLevel: ExtractorLogLevel.None },
        'ae-forgotten-export': { logLevel: ExtractorLogLevel.None, addToApiReportFile: false },
        'ae-unresolved-link': { logLevel: ExtractorLogLevel.None },
        'ae-internal-missing-underscore': { logLevel: ExtractorLogLevel.None },
        'ae-undocumented': { logLevel: ExtractorLogLevel.None },
      },
      tsdocMessageReporting: { default: { logLevel: ExtractorLogLevel.None } },
    },
  };
}

export interface ExtractResult {
  /** reportName → the report's text. */
  readonly reports: ReadonlyMap<string, string>;
  /** Warnings and errors API Extractor raised, with their entry. */
  readonly problems: readonly string[];
}

/** Emits declarations and builds every entry's report in memory (files under shared-ui/.api-build only). */
export function extractReports(entries: readonly Entry[]): ExtractResult {
  emitDeclarations();
  const version = readSharedUiVersion();
  const configs = entries.map((entry) =>
    ExtractorConfig.prepare({
      configObject: configOf(entry, entries),
      configObjectFullPath: undefined,
      packageJson: { name: 'shared-ui', version },
      packageJsonFullPath: path.join(SHARED_UI_DIR, 'package.json'),
    }),
  );
  const [first] = configs;
  if (!first) return { reports: new Map(), problems: [] };
  const compilerState = CompilerState.create(first, { additionalEntryPoints: entries.map((e) => e.dtsPath) });
  const reports = new Map<string, string>();
  const problems: string[] = [];
  configs.forEach((config, i) => {
    const entry = entries[i] as Entry;
    const messageCallback = (message: ExtractorMessage): void => {
      message.handled = true;
      if (message.logLevel === ExtractorLogLevel.Error || message.logLevel === ExtractorLogLevel.Warning) {
        // The "report changed/missing" notices are this check's own business (check.ts says it in Chinese).
        if (message.messageId.startsWith('console-api-report')) return;
        problems.push(`${entry.importName}: ${message.formatMessageWithLocation(WORKSPACE_ROOT)}`);
      }
    };
    Extractor.invoke(config, { localBuild: false, compilerState, messageCallback, typescriptCompilerFolder: TYPESCRIPT_DIR });
    const text = readFileSync(path.join(TEMP_REPORT_DIR, `${entry.reportName}.api.md`), 'utf8');
    // The heading names the entry a remote imports ("shared-ui/router"); API Extractor knows only the package name.
    reports.set(entry.reportName, text.replace('API Report File for "shared-ui"', `API Report File for "${entry.importName}"`));
  });
  return { reports, problems };
}
