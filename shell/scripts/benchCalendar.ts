/**
 * Part of `pnpm bench`: the console service's entry-index benches (shell/server/console/bench/), each in a process of
 * its own:
 * - the publishing calendar's month over 100,000 entries (median, p95, after a warm-up; the process's first query on
 *   its own), on SQLite (the default store) and on PostgreSQL (a throwaway cluster of Debian's `postgresql`, as the
 *   tests start; left out with a note when it cannot start);
 * - indexing 100,000 entries from a backend's lists, and the backend calls a minute the schedule makes at rest.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import type { CalendarBenchReport } from '../server/console/bench/calendarBench';
import type { IndexBenchReport } from '../server/console/bench/indexBench';
import { startThrowawayPostgres } from './lib/throwawayPostgres';
import { ROOT } from './lib/workspace';

export type { CalendarBenchReport, IndexBenchReport };

function runBench<T>(script: string, env: NodeJS.ProcessEnv = {}): T {
  const out = execFileSync(process.execPath, ['--import', 'tsx', `server/console/bench/${script}`], { cwd: path.join(ROOT, 'shell'), encoding: 'utf8', env: { ...process.env, ...env } });
  return JSON.parse(out.trim().split('\n').at(-1) ?? '') as T;
}

export interface CalendarBenches {
  sqlite: CalendarBenchReport;
  /** null: PostgreSQL could not start here (the reason). */
  postgres: CalendarBenchReport | { unavailable: string };
}

export async function benchCalendar(): Promise<CalendarBenches> {
  const sqlite = runBench<CalendarBenchReport>('runCalendarBench.ts');
  let postgres: CalendarBenches['postgres'];
  try {
    const cluster = await startThrowawayPostgres();
    try {
      postgres = runBench<CalendarBenchReport>('runCalendarBench.ts', { BENCH_CONSOLE_DB: cluster.url });
    } finally {
      await cluster.stop();
    }
  } catch (error) {
    postgres = { unavailable: error instanceof Error ? error.message : String(error) };
  }
  return { sqlite, postgres };
}

export function benchIndex(): IndexBenchReport {
  return runBench<IndexBenchReport>('runIndexBench.ts');
}
