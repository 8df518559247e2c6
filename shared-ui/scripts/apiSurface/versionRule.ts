/**
 * shared-ui's version moves with its surface. shared-ui/api/surface-version.json records the version together with a
 * hash of each entry's report (comments left out); when a report's hash no longer matches, the version must have moved
 * from the recorded one by at least the bump the change needs (surface.ts), and `pnpm api:report` records the pair
 * anew. Pure: every input is passed in, the answer is data and messages (Chinese, with English after).
 */
import { atLeast, compareReports, hashOf, larger, normalizeReport, type Bump, type SurfaceChange } from './surface';

export interface SurfaceRecord {
  readonly version: string;
  /** Report name ("shared-ui", "router", "richText-editor") → sha256 of its normalized report. */
  readonly reports: Readonly<Record<string, string>>;
}

const LEVEL_WORDS: Record<Bump, string> = { none: '无需升级 (none)', patch: 'patch', minor: 'minor', major: 'major' };

function parse(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)/.exec(version);
  if (!match) throw new Error(`shared-ui 的版本号不是 semver：${version}（not a semver version）`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/** How far `to` moved from `from`: the highest part that grew; 'lower' when it went back; 'none' when equal. */
export function versionMove(from: string, to: string): Bump | 'lower' {
  const a = parse(from);
  const b = parse(to);
  for (let i = 0; i < 3; i += 1) {
    const x = a[i] as number;
    const y = b[i] as number;
    if (y > x) return (['major', 'minor', 'patch'] as const)[i] as Bump;
    if (y < x) return 'lower';
  }
  return 'none';
}

export function nextVersion(from: string, bump: Bump): string {
  const [major, minor, patch] = parse(from);
  if (bump === 'major') return `${major + 1}.0.0`;
  if (bump === 'minor') return `${major}.${minor + 1}.0`;
  if (bump === 'patch') return `${major}.${minor}.${patch + 1}`;
  return from;
}

export function recordOf(version: string, reports: ReadonlyMap<string, string>): SurfaceRecord {
  const sorted = [...reports.keys()].sort();
  return { version, reports: Object.fromEntries(sorted.map((name) => [name, hashOf(normalizeReport(reports.get(name) ?? ''))])) };
}

export interface VersionInputs {
  readonly record: SurfaceRecord | undefined;
  /** shared-ui/package.json "version" now. */
  readonly version: string;
  /** Each entry's report as the source gives it now. */
  readonly reports: ReadonlyMap<string, string>;
  /** The reports the record was written from (read from git), where they could be found and match its hashes. */
  readonly baseline: ReadonlyMap<string, string>;
}

export interface VersionVerdict {
  /** Empty when the record matches the version and the reports. */
  readonly problems: readonly string[];
  /** Whether `pnpm api:report` may write the record: the version moved enough (or the surface did not change). */
  readonly recordable: boolean;
  readonly required: Bump;
  /** What changed, per report name (only entries whose hash moved). */
  readonly changes: ReadonlyMap<string, SurfaceChange>;
}

/** One line per changed entry: "router：新增 a；删除 b；变更 c". */
export function describeChange(name: string, change: SurfaceChange): string {
  const parts = [
    change.added.length ? `新增 (added) ${change.added.join(', ')}` : '',
    change.removed.length ? `删除 (removed) ${change.removed.join(', ')}` : '',
    change.changed.length ? `变更 (changed) ${change.changed.join(', ')}` : '',
  ].filter(Boolean);
  return `  · ${name}：${parts.length ? parts.join('；') : '仅有不影响名称与签名的改动 (no name or signature changed)'}（需要 ${LEVEL_WORDS[change.bump]}）`;
}

export function judgeVersion({ record, version, reports, baseline }: VersionInputs): VersionVerdict {
  if (!record) {
    return { problems: ['缺少 shared-ui/api/surface-version.json：请运行 pnpm api:report。(The surface record is missing: run pnpm api:report.)'], recordable: true, required: 'none', changes: new Map() };
  }
  const now = recordOf(version, reports);
  const names = new Set([...Object.keys(record.reports), ...Object.keys(now.reports)]);
  const changes = new Map<string, SurfaceChange>();
  let required: Bump = 'none';
  for (const name of [...names].sort()) {
    if (record.reports[name] === now.reports[name]) continue;
    const known = baseline.has(name) || record.reports[name] === undefined;
    // Without the recorded report the change cannot be told apart: ask for the safe bump.
    const change = known ? compareReports(baseline.get(name), reports.get(name)) : { added: [], removed: [], changed: ['（旧报告无法从 git 读取，按 major 处理 / old report not found in git, taken as major）'], bump: 'major' as const };
    changes.set(name, change);
    required = larger(required, change.bump);
  }
  const move = versionMove(record.version, version);
  if (changes.size === 0) {
    if (move === 'none') return { problems: [], recordable: true, required, changes };
    return { problems: [`shared-ui 版本已是 ${version}，surface-version.json 仍记录 ${record.version}：请运行 pnpm api:report 记录。(The version moved; run pnpm api:report to record it.)`], recordable: true, required, changes };
  }
  const lines = [...changes].map(([name, change]) => describeChange(name, change));
  if (move !== 'lower' && atLeast(move, required)) {
    return { problems: [`shared-ui 对外接口已变，版本 ${record.version} → ${version} 满足要求，但尚未记录：请运行 pnpm api:report 并提交 shared-ui/api。(Surface changed and the version moved enough; run pnpm api:report to record it.)\n${lines.join('\n')}`], recordable: true, required, changes };
  }
  const target = nextVersion(record.version, required);
  return {
    problems: [
      `shared-ui 对外接口已变，需要 ${LEVEL_WORDS[required]} 升级：请把 shared-ui/package.json 的 version 从 ${version} 改为 ${target}（或更高，记录的版本是 ${record.version}），再运行 pnpm api:report。` +
        `(shared-ui's surface changed: a ${required} bump is required, to ${target} or higher.)\n${lines.join('\n')}`,
    ],
    recordable: false,
    required,
    changes,
  };
}
