/**
 * The calendar's windows of each source, held in memory by start — each already the window the collision checks read,
 * with its CMS texts made once — and read again from the store only when the source's generation moved (a read, by
 * this copy of the shell's server or another, replaced its entries). A month's answer then costs a binary search per
 * source instead of materialising thousands of rows: at 100,000 entries the store's range query alone took most of
 * the 50 ms the calendar aims at (the bench, shell/server/console/bench). What the entries pick from the checked
 * libraries is held the same way, for the sources that pick.
 */
import type { ScheduleState } from 'shared-ui/contract';
import type { RawWindow } from './calendarWindows';
import type { IndexStore, SourceState, WindowRow } from './indexStore';

/** One entry's window, and who pre-published or published it (the calendar's operator filter). */
export interface HeldWindow {
  window: RawWindow;
  operators: string;
}

/** What one entry picks from a library. */
export interface HeldPick {
  library: string;
  item_key: string;
  field: string;
}

interface Held {
  generation: number;
  /** By start. */
  rows: HeldWindow[];
  starts: Float64Array;
  /** momentsUpTo[i]: how many of rows[0..i) are moments (no end). */
  momentsUpTo: Uint32Array;
  /** By record id; loaded when first asked (only the sources that pick are). */
  picks?: Promise<ReadonlyMap<number, HeldPick[]>>;
}

const STATES: readonly ScheduleState[] = ['prepublished', 'scheduled', 'live'];

function toWindow(row: WindowRow): RawWindow {
  return {
    module: row.source,
    recordId: row.record_id,
    state: STATES.find((s) => s === row.state) ?? 'prepublished',
    start: row.win_start,
    end: row.win_end,
    late: row.late === 1,
    title: row.title,
  };
}

/** The first index whose start is ≥ `at`. */
function firstAtOrAfter(starts: Float64Array, at: number): number {
  let low = 0;
  let high = starts.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((starts[mid] ?? 0) < at) low = mid + 1;
    else high = mid;
  }
  return low;
}

export class HeldWindows {
  private readonly held = new Map<string, Held>();
  private readonly loading = new Map<string, Promise<Held>>();

  constructor(
    private readonly store: IndexStore,
    /** The libraries whose picks are held (the calendar checks articles, funds and managers). */
    private readonly pickedFrom: readonly string[],
  ) {}

  /** The windows of these sources starting in [from, before), by source then start. */
  async starting(sources: readonly string[], states: ReadonlyMap<string, SourceState>, from: number, before: number): Promise<HeldWindow[]> {
    const out: HeldWindow[] = [];
    for (const held of await this.current(sources, states)) {
      const last = firstAtOrAfter(held.starts, before);
      for (let i = firstAtOrAfter(held.starts, from); i < last; i += 1) out.push(held.rows[i] as HeldWindow);
    }
    return out;
  }

  /** How many moments (entries without an end: pushes) of each of these sources start before `at`. */
  async momentsBefore(sources: readonly string[], states: ReadonlyMap<string, SourceState>, at: number): Promise<Map<string, number>> {
    const held = await this.current(sources, states);
    return new Map(sources.map((source, i) => {
      const one = held[i] as Held;
      return [source, one.momentsUpTo[firstAtOrAfter(one.starts, at)] ?? 0];
    }));
  }

  /** What these windows' entries pick from the held libraries. */
  async picksOf(windows: readonly RawWindow[], states: ReadonlyMap<string, SourceState>): Promise<{ window: RawWindow; pick: HeldPick }[]> {
    const sources = [...new Set(windows.map((w) => w.module))];
    const held = await this.current(sources, states);
    const bySource = new Map(await Promise.all(sources.map(async (source, i) => [source, await this.picksHeld(source, held[i] as Held)] as const)));
    return windows.flatMap((window) => (bySource.get(window.module)?.get(window.recordId) ?? []).map((pick) => ({ window, pick })));
  }

  private picksHeld(source: string, held: Held): Promise<ReadonlyMap<number, HeldPick[]>> {
    held.picks ??= this.store.sourcePicks(source, this.pickedFrom).then((rows) => {
      // A module's entry is keyed by its record id (indexSources.ts).
      const keyToRecord = new Map(held.rows.map((row) => [String(row.window.recordId), row.window.recordId]));
      const out = new Map<number, HeldPick[]>();
      for (const row of rows) {
        const record = keyToRecord.get(row.entry_key);
        if (record === undefined) continue;
        out.set(record, [...(out.get(record) ?? []), { library: row.library, item_key: row.item_key, field: row.field }]);
      }
      return out;
    });
    return held.picks;
  }

  private current(sources: readonly string[], states: ReadonlyMap<string, SourceState>): Promise<Held[]> {
    return Promise.all(sources.map((source) => this.of(source, states.get(source)?.generation ?? 0)));
  }

  private of(source: string, generation: number): Promise<Held> {
    const held = this.held.get(source);
    if (held && held.generation === generation) return Promise.resolve(held);
    const key = `${source}\n${String(generation)}`;
    const loading = this.loading.get(key);
    if (loading) return loading;
    // Rows read after `generation` was seen may be newer still: the next answer sees a newer generation and reads again.
    const load = this.store
      .sourceWindows(source)
      .then((rows) => {
        const momentsUpTo = new Uint32Array(rows.length + 1);
        rows.forEach((row, i) => (momentsUpTo[i + 1] = (momentsUpTo[i] ?? 0) + (row.win_end === null ? 1 : 0)));
        const loaded: Held = { generation, rows: rows.map((row) => ({ window: toWindow(row), operators: row.operators })), starts: Float64Array.from(rows, (row) => row.win_start), momentsUpTo };
        // A slower load of an older generation never replaces a newer one.
        if ((this.held.get(source)?.generation ?? -1) <= generation) this.held.set(source, loaded);
        return loaded;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, load);
    return load;
  }
}
