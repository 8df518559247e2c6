import { judgeVersion, nextVersion, recordOf, versionMove } from './versionRule';

const report = (code: string) => `## API Report File for "shared-ui"\n\n\`\`\`ts\n\n${code}\n\n\`\`\`\n`;
const V1 = new Map([['router', report('export function a(): void;')]]);
const ADDED = new Map([['router', report('export function a(): void;\n\nexport function newerShellOnly(): void;')]]);
const REMOVED = new Map([['router', report('export function b(): void;')]]);

describe('versionMove and nextVersion', () => {
  it('names the highest part that grew', () => {
    expect(versionMove('0.1.0', '0.1.0')).toBe('none');
    expect(versionMove('0.1.0', '0.1.1')).toBe('patch');
    expect(versionMove('0.1.3', '0.2.0')).toBe('minor');
    expect(versionMove('0.9.9', '1.0.0')).toBe('major');
    expect(versionMove('1.2.0', '1.1.9')).toBe('lower');
  });

  it('suggests the next version of a level', () => {
    expect(nextVersion('0.1.3', 'minor')).toBe('0.2.0');
    expect(nextVersion('0.1.3', 'major')).toBe('1.0.0');
    expect(nextVersion('0.1.3', 'patch')).toBe('0.1.4');
  });
});

describe('judgeVersion', () => {
  const record = recordOf('0.1.0', V1);

  it('passes when the reports and the version are as recorded', () => {
    expect(judgeVersion({ record, version: '0.1.0', reports: V1, baseline: V1 })).toMatchObject({ problems: [], recordable: true });
  });

  it('asks for a minor bump when an export was added and the version did not move', () => {
    const verdict = judgeVersion({ record, version: '0.1.0', reports: ADDED, baseline: V1 });
    expect(verdict).toMatchObject({ required: 'minor', recordable: false });
    expect(verdict.problems[0]).toContain('需要 minor 升级');
    expect(verdict.problems[0]).toContain('0.2.0');
    expect(verdict.problems[0]).toContain('新增 (added) newerShellOnly');
  });

  it('asks for a major bump when an export was removed, even after a minor one', () => {
    const verdict = judgeVersion({ record, version: '0.2.0', reports: REMOVED, baseline: V1 });
    expect(verdict).toMatchObject({ required: 'major', recordable: false });
    expect(verdict.problems[0]).toContain('1.0.0');
    expect(verdict.problems[0]).toContain('删除 (removed) a');
  });

  it('lets api:report record a sufficient bump, and fails until it has', () => {
    const verdict = judgeVersion({ record, version: '0.2.0', reports: ADDED, baseline: V1 });
    expect(verdict).toMatchObject({ required: 'minor', recordable: true });
    expect(verdict.problems[0]).toContain('pnpm api:report');
    const recorded = recordOf('0.2.0', ADDED);
    expect(judgeVersion({ record: recorded, version: '0.2.0', reports: ADDED, baseline: ADDED }).problems).toEqual([]);
  });

  it('takes a change it cannot compare (old report not found) as major', () => {
    expect(judgeVersion({ record, version: '0.1.0', reports: ADDED, baseline: new Map() }).required).toBe('major');
  });

  it('asks to record a version moved without a surface change', () => {
    expect(judgeVersion({ record, version: '0.1.1', reports: V1, baseline: V1 })).toMatchObject({ recordable: true, problems: [expect.stringContaining('pnpm api:report')] });
  });
});
