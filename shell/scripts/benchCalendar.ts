/**
 * Part of `pnpm bench`: mock-server's calendar bench (mock-server/src/bench/calendarBench.ts) in its own process —
 * 100,000 entries across every module over two years, then the publishing calendar's month query timed (median, p95,
 * after a warm-up; the process's first query on its own).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './lib/workspace';

export interface CalendarBenchReport {
  entries: number;
  writeSeconds: number;
  monthEntries: number;
  /** The first month asked in the process (code not yet compiled), apart from the timed samples. */
  firstMs: number;
  /** Wall time and the process's CPU time (what the query costs whatever else runs on the machine). */
  month: { medianMs: number; p95Ms: number; cpuMedianMs: number; cpuP95Ms: number };
}

export function benchCalendar(): CalendarBenchReport {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'src/bench/runCalendarBench.ts'], { cwd: path.join(ROOT, 'mock-server'), encoding: 'utf8' });
  const line = out.trim().split('\n').at(-1) ?? '';
  return JSON.parse(line) as CalendarBenchReport;
}
