/**
 * The reports surface-version.json was written from: the committed report when it still matches the record's hash,
 * else the report as git holds it at the commit that last changed the record. An entry with neither is left out
 * (versionRule.ts then asks for a major bump rather than guess).
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPORT_DIR, SURFACE_VERSION_FILE, WORKSPACE_ROOT } from './entries';
import { hashOf, normalizeReport } from './surface';
import type { SurfaceRecord } from './versionRule';

function git(args: readonly string[]): string | undefined {
  try {
    return execFileSync('git', args, { cwd: WORKSPACE_ROOT, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 64 * 1024 * 1024 });
  } catch {
    return undefined;
  }
}

export function readRecord(): SurfaceRecord | undefined {
  return existsSync(SURFACE_VERSION_FILE) ? (JSON.parse(readFileSync(SURFACE_VERSION_FILE, 'utf8')) as SurfaceRecord) : undefined;
}

export function reportPath(name: string): string {
  return path.join(REPORT_DIR, `${name}.api.md`);
}

export function readBaseline(record: SurfaceRecord | undefined): Map<string, string> {
  const baseline = new Map<string, string>();
  if (!record) return baseline;
  const relative = (file: string) => path.relative(WORKSPACE_ROOT, file).split(path.sep).join('/');
  let commit: string | null | undefined = null;
  for (const [name, hash] of Object.entries(record.reports)) {
    const file = reportPath(name);
    const committed = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    if (committed !== undefined && hashOf(normalizeReport(committed)) === hash) {
      baseline.set(name, committed);
      continue;
    }
    if (commit === null) commit = git(['log', '-1', '--format=%H', '--', relative(SURFACE_VERSION_FILE)])?.trim() || undefined;
    const old = commit ? git(['show', `${commit}:${relative(file)}`]) : undefined;
    if (old !== undefined && hashOf(normalizeReport(old)) === hash) baseline.set(name, old);
  }
  return baseline;
}
