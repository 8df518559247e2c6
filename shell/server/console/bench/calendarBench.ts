/**
 * Part of `pnpm bench` (reported, never asserted): the publishing calendar's month query over 100,000 entries in the
 * console service's entry index (SQLite, the default store). The entries are written into the index as reads of every
 * module would (windows of 1–7 days for windowed modules, moments for push modules; pre-published, scheduled and live
 * mixed, a few late), spread over two years around now; then one month's answer (`CalendarService.list` for a
 * full-access account, serialised as the route would send it) is timed for 100 months picked at random, median and
 * p95, after WARM_UP months not counted: the first queries of a process run code not yet compiled, which says how the
 * server starts, not how it answers; the very first is reported on its own (`firstMs`). Aim: p95 under 50 ms.
 */
import { formatCmsTime, scheduleFields, scheduleQuerySchema, type ScheduleState } from 'shared-ui/contract';
import { BackendClient } from '../backendClient';
import { consoleModules } from '../consoleModules';
import { openEntryIndex } from '../entryIndex/entryIndex';
import type { IndexedEntry } from '../entryIndex/indexSources';
import { openConsoleStore } from '../store/openConsoleStore';

const ENTRIES = 100_000;
const SAMPLES = Number(process.env.SAMPLES ?? 100);
const WARM_UP = 10;
const DAY = 86_400_000;
const SPREAD_DAYS = 730;

export interface CalendarBenchReport {
  entries: number;
  writeSeconds: number;
  /** Entries a month's answer held (median over the samples). */
  monthEntries: number;
  /** The first month asked after the entries were written (code not yet compiled); not among the samples. */
  firstMs: number;
  /**
   * Wall time, and the process's CPU time (user + system) over the same calls: on a machine others share, the wall
   * time grows with the wait for a core while the CPU time stays what the query costs.
   */
  month: { medianMs: number; p95Ms: number; cpuMedianMs: number; cpuP95Ms: number };
}

const percentile = (sorted: readonly number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0;
const STATES: readonly ScheduleState[] = ['prepublished', 'scheduled', 'live'];

export async function benchCalendar(): Promise<CalendarBenchReport> {
  const store = await openConsoleStore(process.env.BENCH_CONSOLE_DB ?? ':memory:', ':memory:');
  // Never called: every source is written below as read, so the calendar has nothing to read first.
  const index = openEntryIndex(store, new BackendClient('http://127.0.0.1:9', '/v2/cms/'), consoleModules, { callsPerMinute: 0 });
  try {
    // A fixed pseudo-random walk, so every run measures the same data.
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    const now = Date.now();
    const from = now - (SPREAD_DAYS / 2) * DAY;
    const bySource = new Map<string, IndexedEntry[]>(index.sync.sources.map((s) => [s.key, []]));
    for (let i = 0; i < ENTRIES; i += 1) {
      const def = consoleModules[next(consoleModules.length)];
      if (!def) continue;
      const start = from + next(SPREAD_DAYS * 24) * 3_600_000;
      const windowed = scheduleFields(def).length === 2;
      const state = STATES[next(STATES.length)] ?? 'prepublished';
      bySource.get(def.key)?.push({
        entryKey: String(i + 1),
        recordId: i + 1,
        state,
        title: `基准 ${String(i)}`,
        start,
        end: windowed ? start + (1 + next(7)) * DAY : null,
        late: state === 'live' && next(50) === 0,
        operators: ['bench'],
      });
    }
    const t0 = performance.now();
    for (const [source, entries] of bySource) await index.store.replace(source, { entries }, now, now);
    const writeSeconds = Number(((performance.now() - t0) / 1000).toFixed(2));
    const service = index.calendar;
    const fullAccess = { isSuperAdmin: true, permission: null };
    const monthQuery = () => {
      const monthStart = from + next(SPREAD_DAYS - 31) * DAY;
      return scheduleQuerySchema.parse({ start: formatCmsTime(monthStart), end: formatCmsTime(monthStart + 31 * DAY) });
    };
    let firstMs = 0;
    for (let i = 0; i < WARM_UP; i += 1) {
      const started = performance.now();
      JSON.stringify(await service.list(fullAccess, '', monthQuery()));
      if (i === 0) firstMs = Number((performance.now() - started).toFixed(2));
    }
    const times: number[] = [];
    const cpuTimes: number[] = [];
    const sizes: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const query = monthQuery();
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const answer = await service.list(fullAccess, '', query);
      JSON.stringify(answer);
      const cpu = process.cpuUsage(cpuStarted);
      times.push(performance.now() - started);
      cpuTimes.push((cpu.user + cpu.system) / 1000);
      sizes.push(answer.list.length);
    }
    times.sort((a, b) => a - b);
    cpuTimes.sort((a, b) => a - b);
    sizes.sort((a, b) => a - b);
    return {
      entries: ENTRIES,
      writeSeconds,
      monthEntries: percentile(sizes, 0.5),
      firstMs,
      month: {
        medianMs: Number(percentile(times, 0.5).toFixed(2)),
        p95Ms: Number(percentile(times, 0.95).toFixed(2)),
        cpuMedianMs: Number(percentile(cpuTimes, 0.5).toFixed(2)),
        cpuP95Ms: Number(percentile(cpuTimes, 0.95).toFixed(2)),
      },
    };
  } finally {
    await store.close();
  }
}
