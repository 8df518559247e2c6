/**
 * Where a `pnpm test` run's minutes go: each phase's wall time and the slowest suites (jest's and the journeys'),
 * written to `.test-results/timings.json` and printed as a short table at the end of the run. CI has 90 minutes on
 * 2 cores; this is what tells which phase to look at when a run grows.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Tally } from './jestResults';

export interface PhaseTiming extends Tally {
  name: string;
  seconds: number;
}

export interface SuiteTiming {
  suite: string;
  seconds: number;
  tests: number;
}

export interface RunTimings {
  date: string;
  totalSeconds: number;
  phases: PhaseTiming[];
  slowestSuites: SuiteTiming[];
}

interface JestSuiteTimes {
  testResults: { name: string; startTime: number; endTime: number; assertionResults: unknown[] }[];
}

/** Every suite of jest `--json` output files (absent files are skipped), each with its wall time. */
export function suiteTimings(jsonFiles: readonly string[], root: string): SuiteTiming[] {
  return jsonFiles.flatMap((file) => {
    if (!fs.existsSync(file)) return [];
    const json = JSON.parse(fs.readFileSync(file, 'utf8')) as JestSuiteTimes;
    return json.testResults.map((s) => ({
      suite: path.relative(root, s.name),
      seconds: Math.round((s.endTime - s.startTime) / 100) / 10,
      tests: s.assertionResults.length,
    }));
  });
}

export function summarise(phases: PhaseTiming[], suites: SuiteTiming[], totalSeconds: number, count = 20): RunTimings {
  const slowestSuites = [...suites].sort((a, b) => b.seconds - a.seconds || a.suite.localeCompare(b.suite)).slice(0, count);
  return { date: new Date().toISOString(), totalSeconds, phases, slowestSuites };
}

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

/** The table printed at the end of the run: phases first, then the slowest suites. */
export function formatTimings(t: RunTimings): string {
  const phaseWidth = Math.max(...t.phases.map((p) => p.name.length), 5);
  const lines = [
    `Where the time went (total ${minutes(t.totalSeconds)}):`,
    ...t.phases.map((p) => `  ${p.name.padEnd(phaseWidth)}  ${minutes(p.seconds).padStart(6)}  ${String(p.passed)} passed, ${String(p.failed)} failed`),
    `Slowest ${String(t.slowestSuites.length)} suites:`,
    ...t.slowestSuites.map((s) => `  ${s.seconds.toFixed(1).padStart(6)} s  ${String(s.tests).padStart(3)} tests  ${s.suite}`),
  ];
  return lines.join('\n');
}

export function writeTimings(file: string, t: RunTimings): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(t, null, 2)}\n`);
}
