/**
 * The calendar's collision checks, each over one module's windows (epoch ms). A check is given the entries to judge
 * (those the answer holds) and the module's context (every entry that could collide with them) and says, per judged
 * entry, what it collides with — in words a person reads.
 */
import type { ScheduleCollision } from 'shared-ui/contract';
import { byStartThenId, endText, startText, type RawWindow } from './calendarWindows';

/**
 * What was found on each entry, by its window: the judged windows are the context's own objects (one scan answers
 * both), so one map serves every check and every module of an answer.
 */
export type Findings = Map<RawWindow, ScheduleCollision[]>;

export function addFinding(findings: Findings, w: RawWindow, collision: ScheduleCollision): void {
  const list = findings.get(w);
  // Most entries get one finding: a list of exactly one, not a growable one.
  if (!list) findings.set(w, [collision]);
  else if (!list.some((c) => c.kind === collision.kind && c.reason === collision.reason)) list.push(collision);
}

const span = (w: RawWindow) => (w.end === null ? startText(w) : `${startText(w)} 至 ${endText(w) ?? ''}`);

/** How many of the entries one collides with its reason names; the rest are counted ("等 18 条"). */
export const OVERLAPS_NAMED = 3;

/** `ID 12（…）、ID 15（…）` and `等 18 条` when there are more: the first few others by start, then how many in all. */
function others(list: readonly RawWindow[], name: (w: RawWindow) => string): [named: string, more: string] {
  return [list.slice(0, OVERLAPS_NAMED).map(name).join('、'), list.length > OVERLAPS_NAMED ? `等 ${String(list.length)} 条` : ''];
}

/**
 * Windows of one module that overlap (touching ends do not), and pushes of one module at the same moment, one
 * finding per entry naming what it collides with. The engine refuses both when they are written (1013); what it
 * cannot stop — data from before a rule, another writer of the table — the calendar shows.
 */
export function findOverlaps(judged: readonly RawWindow[], context: readonly RawWindow[], findings: Findings): void {
  const byStart = [...context].sort(byStartThenId);
  // Filled by a loop, not map or reduce: a callback's double result is boxed each call.
  const starts = new Float64Array(byStart.length);
  // A window can reach a judged one only if it starts at most the longest window's length before it.
  let longest = 0;
  byStart.forEach((w, i) => {
    starts[i] = w.start;
    if (w.end !== null && w.end - w.start > longest) longest = w.end - w.start;
  });
  for (const w of judged) {
    // Made on the first clash: most entries have none.
    let clashing: RawWindow[] | undefined;
    for (let i = lowerBound(starts, w.start - longest); i < byStart.length; i += 1) {
      const other = byStart[i];
      if (!other) break;
      if (w.end === null ? other.start > w.start : other.start >= w.end) break;
      if (other.recordId === w.recordId) continue;
      const clash = w.end === null || other.end === null ? other.end === null && w.end === null && other.start === w.start : other.start < w.end && w.start < other.end;
      if (clash) (clashing ??= []).push(other);
    }
    if (!clashing) continue;
    const [named, more] = others(clashing, (o) => (w.end === null ? `ID ${String(o.recordId)}` : `ID ${String(o.recordId)}（${span(o)}）`));
    // 「ID 3 等 4 条相同」, 「（…）等 4 条重叠」: a space only between a Latin word or digit and a Chinese one.
    const reason = w.end === null ? `推送时间与 ${named} ${more}相同（${startText(w)}）` : `时间段与 ${named}${more}重叠`;
    addFinding(findings, w, { kind: 'overlap', reason });
  }
}

/**
 * The live limit (`limits.maxLive`) of a windowed module at every moment: each entry holding a time is counted from its
 * start until its end, pre-published ones as if published at their preset times. An entry at whose start the count
 * goes past the limit is flagged.
 */
export function findLiveLimit(judged: readonly RawWindow[], context: readonly RawWindow[], maxLive: number, findings: Findings): void {
  const judgedSet = new Set(judged);
  const byStart = [...context].sort(byStartThenId);
  // The ends of the windows live at the current start, kept in place (a new array per entry costs more than the check).
  const activeEnds: number[] = [];
  for (const w of byStart) {
    let live = 0;
    for (const end of activeEnds) if (end > w.start) activeEnds[live++] = end;
    activeEnds.length = live;
    activeEnds.push(w.end ?? Number.POSITIVE_INFINITY);
    live += 1;
    if (live > maxLive && judgedSet.has(w)) {
      const reason = `${startText(w)} 起将同时上线 ${String(live)} 条，超过本模块上限 ${String(maxLive)} 条`;
      addFinding(findings, w, { kind: 'liveLimit', reason });
    }
  }
}

/**
 * The live limit of a push module: a push lasts until withdrawn, so at a push's time every push at or before it is
 * live (`pushes.before`: how many hold a time before the range; `pushes.times`: the push times within it, in order).
 */
export function findPushLimit(judged: readonly RawWindow[], pushes: { before: number; times: ArrayLike<number> }, maxLive: number, findings: Findings): void {
  for (const w of judged) {
    const live = pushes.before + upperBound(pushes.times, w.start);
    if (live <= maxLive) continue;
    const reason = `${startText(w)} 起将同时上线 ${String(live)} 条，超过本模块上限 ${String(maxLive)} 条`;
    addFinding(findings, w, { kind: 'liveLimit', reason });
  }
}

/** How many of the sorted `values` are < `at`. */
function lowerBound(values: ArrayLike<number>, at: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((values[mid] ?? 0) < at) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** How many of the sorted `values` are ≤ `at`. */
function upperBound(values: ArrayLike<number>, at: number): number {
  let low = 0;
  let high = values.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if ((values[mid] ?? 0) <= at) low = mid + 1;
    else high = mid;
  }
  return low;
}

export function lateFinding(w: RawWindow): ScheduleCollision {
  return { kind: 'late', reason: `上线时间 ${startText(w)} 到时服务未运行，恢复后才上线（延迟上线）` };
}
