/**
 * Part of `pnpm bench` (reported, never asserted): the publishing calendar's month query over 100,000 entries. The
 * entries are written through the workflow store into every registered module, spread over two years around now
 * (windows of 1–7 days for windowed modules, moments for push modules; pre-published, scheduled and live mixed,
 * a few late), then one month's answer (`ScheduleService.list` for a full-access account, serialised as the route
 * would send it) is timed for 100 months picked at random, median and p95, after WARM_UP months not counted: the first
 * queries of a process run code not yet compiled (70–90 ms), which says how the server starts, not how it answers;
 * the very first is reported on its own (`firstMs`). Aim: p95 under 50 ms.
 */
import { canonicalJson, formatCmsTime, scheduleFields, scheduleQuerySchema, type WorkflowStatus } from 'shared-ui/contract';
import { buildServer } from '../buildServer';
import { ScheduleService } from '../schedule/scheduleService';
import { ScheduleSources } from '../schedule/scheduleSources';

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
const STATUSES: readonly WorkflowStatus[] = ['prepublished', 'scheduled', 'published'];

export async function benchCalendar(): Promise<CalendarBenchReport> {
  const app = await buildServer({ dbPath: ':memory:', captchaAnswer: 'ABCD' });
  try {
    const ctx = app.cms;
    // A fixed pseudo-random walk, so every run measures the same data.
    let seed = 11;
    const next = (n: number) => {
      seed = (seed * 48271) % 2147483647;
      return seed % n;
    };
    const now = ctx.now();
    const from = now - (SPREAD_DAYS / 2) * DAY;
    const t0 = performance.now();
    ctx.workflowStore.transaction(() => {
      for (let i = 0; i < ENTRIES; i += 1) {
        const def = ctx.modules[next(ctx.modules.length)];
        if (!def) continue;
        const [first, second] = scheduleFields(def);
        const start = from + next(SPREAD_DAYS * 24) * 3_600_000;
        const times: Record<string, number | null> = { push_time: null, effect_time: null, dead_time: null, start_time: null, end_time: null };
        times[first ?? 'push_time'] = start;
        if (second) times[second] = start + (1 + next(7)) * DAY;
        const status = STATUSES[next(STATUSES.length)] ?? 'prepublished';
        if (status !== 'prepublished') times.push_time = start;
        ctx.workflowStore.insert({
          module_key: def.key,
          status,
          // Not the module's own fields: the calendar reads a title and the picks, never validates.
          field_values: canonicalJson({ title: `基准 ${String(i)}` }),
          pre_operator: 'bench',
          pre_time: start - DAY,
          push_operator: status === 'prepublished' ? null : 'bench',
          push_time: times.push_time ?? null,
          effect_time: times.effect_time ?? null,
          dead_time: times.dead_time ?? null,
          start_time: times.start_time ?? null,
          end_time: times.end_time ?? null,
          update_time: now,
          remove_operator: null,
          remove_time: null,
          late: status === 'published' && next(50) === 0 ? 1 : 0,
        });
      }
    });
    const writeSeconds = Number(((performance.now() - t0) / 1000).toFixed(2));
    ctx.db.exec('ANALYZE');
    const service = new ScheduleService(new ScheduleSources(ctx.db), ctx.modules, ctx.libraries);
    const fullAccess = { isSuperAdmin: true, permission: null };
    const monthQuery = () => {
      const monthStart = from + next(SPREAD_DAYS - 31) * DAY;
      return scheduleQuerySchema.parse({ start: formatCmsTime(monthStart), end: formatCmsTime(monthStart + 31 * DAY) });
    };
    let firstMs = 0;
    for (let i = 0; i < WARM_UP; i += 1) {
      const started = performance.now();
      JSON.stringify(service.list(fullAccess, monthQuery()));
      if (i === 0) firstMs = Number((performance.now() - started).toFixed(2));
    }
    const times: number[] = [];
    const cpuTimes: number[] = [];
    const sizes: number[] = [];
    for (let i = 0; i < SAMPLES; i += 1) {
      const query = monthQuery();
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const answer = service.list(fullAccess, query);
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
    await app.close();
  }
}
