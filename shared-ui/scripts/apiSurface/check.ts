/**
 * The whole check behind `pnpm api:check` and the jest suite: the committed reports are what API Extractor says the
 * source exports now, and surface-version.json holds the version to them (versionRule.ts). `pnpm api:report` writes
 * the reports, and the record when the version moved enough.
 */
import { existsSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { readBaseline, readRecord, reportPath } from './baseline';
import { REPORT_DIR, SURFACE_VERSION_FILE, readEntries, readSharedUiVersion } from './entries';
import { extractReports } from './extract';
import { compareReports } from './surface';
import { describeChange, judgeVersion, recordOf, type VersionVerdict } from './versionRule';

interface Generated {
  readonly reports: ReadonlyMap<string, string>;
  readonly importNames: ReadonlyMap<string, string>;
  readonly problems: string[];
  readonly verdict: VersionVerdict;
  readonly version: string;
}

function generate(): Generated {
  const entries = readEntries();
  const { reports, problems } = extractReports(entries);
  const version = readSharedUiVersion();
  const record = readRecord();
  const verdict = judgeVersion({ record, version, reports, baseline: readBaseline(record) });
  const extractorProblems = problems.length ? [`API Extractor 报告了问题 (API Extractor reported problems):\n${problems.join('\n')}`] : [];
  return { reports, importNames: new Map(entries.map((e) => [e.reportName, e.importName])), problems: extractorProblems, verdict, version };
}

/** Report files in shared-ui/api that no entry of package.json "exports" produces any more. */
function staleReportNames(reports: ReadonlyMap<string, string>): string[] {
  if (!existsSync(REPORT_DIR)) return [];
  return readdirSync(REPORT_DIR).filter((f) => f.endsWith('.api.md')).map((f) => f.slice(0, -'.api.md'.length)).filter((name) => !reports.has(name));
}

/** Every problem with the committed surface; empty when the reports and the version are up to date. */
export function checkSurface(): string[] {
  const { reports, importNames, problems, verdict } = generate();
  for (const [name, fresh] of reports) {
    const file = reportPath(name);
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (committed === fresh) continue;
    const what = committed === undefined ? '没有已提交的报告 (no committed report)' : describeChange(name, compareReports(committed, fresh)).trim();
    problems.push(`shared-ui 入口 "${importNames.get(name) ?? name}" 的对外接口与已提交的 API 报告 shared-ui/api/${name}.api.md 不一致，请运行 pnpm api:report 并在评审中说明。` +
      `(The public surface of "${importNames.get(name) ?? name}" differs from its committed API report.)\n  ${what}`);
  }
  for (const name of staleReportNames(reports)) {
    problems.push(`shared-ui/api/${name}.api.md 已没有对应的入口（package.json "exports"）：请运行 pnpm api:report。(No entry point produces this report any more.)`);
  }
  return [...problems, ...verdict.problems];
}

/** `pnpm api:report`: writes every report, removes stale ones, and records the version when it moved enough. */
export function writeReports(): { problems: string[]; recorded: boolean } {
  const { reports, problems, verdict, version } = generate();
  for (const [name, text] of reports) writeFileSync(reportPath(name), text);
  for (const name of staleReportNames(reports)) rmSync(reportPath(name));
  if (!verdict.recordable) return { problems: [...problems, ...verdict.problems], recorded: false };
  writeFileSync(SURFACE_VERSION_FILE, `${JSON.stringify(recordOf(version, reports), null, 2)}\n`);
  return { problems, recorded: true };
}

