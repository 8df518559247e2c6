/**
 * Part of `pnpm bench`: the console service's calendar bench (shell/server/console/bench/calendarBench.ts) in its own
 * process — 100,000 entries of the entry index across every module over two years, then the publishing calendar's month query timed (median, p95,
 * after a warm-up; the process's first query on its own).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { CalendarBenchReport } from '../server/console/bench/calendarBench';
import { ROOT } from './lib/workspace';

export type { CalendarBenchReport };


export function benchCalendar(): CalendarBenchReport {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'server/console/bench/runCalendarBench.ts'], { cwd: path.join(ROOT, 'shell'), encoding: 'utf8' });
  const line = out.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as CalendarBenchReport;
}
