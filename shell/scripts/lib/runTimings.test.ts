import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTimings, suiteTimings, summarise, writeTimings } from './runTimings';

function jestJson(dir: string, name: string, suites: { file: string; ms: number; tests: number }[]): string {
  const file = path.join(dir, name);
  const testResults = suites.map((s) => ({
    name: path.join(dir, s.file),
    startTime: 1_000,
    endTime: 1_000 + s.ms,
    assertionResults: Array.from({ length: s.tests }, () => ({ status: 'passed' })),
  }));
  fs.writeFileSync(file, JSON.stringify({ testResults }));
  return file;
}

describe('run timings', () => {
  let dir: string;
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'timings-'));
  });
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('ranks the suites of every jest output by wall time, slowest first, and keeps the asked-for count', () => {
    const unit = jestJson(dir, 'jest.json', [
      { file: 'mock-server/test/a.test.ts', ms: 1_250, tests: 3 },
      { file: 'shared-ui/src/b.test.tsx', ms: 9_940, tests: 12 },
    ]);
    const e2e = jestJson(dir, 'e2e.json', [{ file: 'shell/e2e/c.e2e.ts', ms: 61_000, tests: 2 }]);
    const suites = suiteTimings([unit, e2e, path.join(dir, 'absent.json')], dir);
    const t = summarise([{ name: 'typecheck', seconds: 15, passed: 1, failed: 0 }], suites, 75, 2);
    expect(t.slowestSuites).toEqual([
      { suite: 'shell/e2e/c.e2e.ts', seconds: 61, tests: 2 },
      { suite: 'shared-ui/src/b.test.tsx', seconds: 9.9, tests: 12 },
    ]);
    expect(t.totalSeconds).toBe(75);
  });

  it('prints phases in minutes with their counts, then the suites; writes the same as JSON', () => {
    const t = summarise(
      [
        { name: 'typecheck', seconds: 15, passed: 1, failed: 0 },
        { name: 'unit + server (jest)', seconds: 452, passed: 3080, failed: 1 },
      ],
      [{ suite: 'mock-server/test/randomInput.test.ts', seconds: 71.5, tests: 2 }],
      467,
    );
    const table = formatTimings(t);
    expect(table).toContain('total 7:47');
    expect(table).toMatch(/unit \+ server \(jest\)\s+7:32 {2}3080 passed, 1 failed/);
    expect(table).toMatch(/71\.5 s {4}2 tests {2}mock-server\/test\/randomInput\.test\.ts/);
    const file = path.join(dir, 'out', 'timings.json');
    writeTimings(file, t);
    expect(JSON.parse(fs.readFileSync(file, 'utf8'))).toEqual(t);
  });
});
