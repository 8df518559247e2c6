/**
 * The publishing calendar (contract schedule.ts), answered from the entry index: the sources the account may open,
 * read first where the index is behind this console's own writes, then one range query, narrowed to the filters,
 * each entry with the collisions found on it — judged against every entry of its module that could collide, whatever
 * the filters answer.
 */
import {
  LIBRARIES,
  fieldLibraries,
  formatCmsTime,
  mayOpenPath,
  parseCmsTime,
  scheduleFields,
  type IndexFreshness,
  type LibraryKey,
  type ModuleDefinition,
  type PathHolder,
  type ScheduleAnswer,
  type ScheduleCollision,
  type ScheduleEntry,
  type ScheduleModule,
  type ScheduleQuery,
} from 'shared-ui/contract';
import { byStartThenId, endText, meets, startText, type RawWindow, type TimeRange } from './calendarWindows';
import { addFinding, findLiveLimit, findOverlaps, findPushLimit, lateFinding, type Findings } from './collisions';
import type { IndexSource } from './indexSources';
import { HeldWindows, type HeldWindow } from './heldWindows';
import type { IndexStore, SourceState } from './indexStore';
import type { IndexSync } from './indexSync';
import { CHECKED_LIBRARIES, type PickCheck } from './pickCheck';

/** A module whose entries are windows (a start and an end), not moments (a push). */
const isWindowed = (def: ModuleDefinition) => scheduleFields(def).length === 2;

export class CalendarService {
  private readonly defs: ReadonlyMap<string, ModuleDefinition>;
  private readonly onCalendar: readonly IndexSource[];
  private readonly titles: ReadonlyMap<string, string>;

  /** The modules whose fields may pick an article, fund or manager: only their entries' picks are checked. */
  private readonly picking: ReadonlySet<string>;
  private readonly windows: HeldWindows;

  constructor(
    private readonly index: IndexStore,
    private readonly sync: IndexSync,
    modules: readonly ModuleDefinition[],
    private readonly pickCheck: PickCheck,
  ) {
    this.defs = new Map(modules.map((def) => [def.key, def]));
    this.windows = new HeldWindows(index, CHECKED_LIBRARIES);
    this.picking = new Set(modules.filter((def) => fieldLibraries(def.fields).some((library) => CHECKED_LIBRARIES.includes(library))).map((def) => def.key));
    this.onCalendar = sync.sources.filter((s) => s.calendar !== false);
    this.titles = new Map(sync.sources.map((s) => [s.key, s.title]));
  }

  /** The calendar's modules this account may see, by the one expansion rule. */
  modulesFor(holder: PathHolder): ScheduleModule[] {
    return this.onCalendar.filter((s) => mayOpenPath(holder, s.path)).map(({ key, title, area, path }) => ({ key, title, area, path }));
  }

  /** The module and those sharing its live limit (`limits.maxLiveWith`). */
  private sharingLimit(key: string): string[] {
    return [key, ...(this.defs.get(key)?.limits?.maxLiveWith ?? [])];
  }

  /** How fresh the index is for these sources, `reading` those still being read (home's answer says it too). */
  async freshness(keys: readonly string[], reading: ReadonlySet<string>): Promise<IndexFreshness> {
    return freshness(keys, await this.index.states(), this.titles, reading);
  }

  /** The sources an answer for these modules counts: each, and those sharing its live limit. */
  countedFor(holder: PathHolder, query: Pick<ScheduleQuery, 'area' | 'module'>): { modules: ScheduleModule[]; wanted: string[]; counted: string[]; open: string[] } {
    const modules = this.modulesFor(holder);
    const wanted = modules
      .filter((m) => query.area.length === 0 || query.area.includes(m.area))
      .filter((m) => query.module.length === 0 || query.module.includes(m.key))
      .map((m) => m.key);
    // The modules sharing a live limit with one answered are read for the count, never answered themselves (and read
    // afresh only where the account may open them: the others count as last read).
    const counted = [...new Set([...wanted, ...wanted.flatMap((key) => this.sharingLimit(key))])];
    const open = new Set(modules.map((m) => m.key));
    return { modules, wanted, counted, open: counted.filter((key) => open.has(key)) };
  }

  /** The calendar's answer, after at most a few seconds of reading what is behind (`IndexSync.freshForAnswer`). */
  async list(holder: PathHolder, cookie: string, query: ScheduleQuery): Promise<ScheduleAnswer> {
    return this.listIndexed(holder, cookie, query, await this.sync.freshForAnswer(this.countedFor(holder, query).open, cookie));
  }

  /** The calendar's answer from the index as it is, `reading` the sources still being read. */
  async listIndexed(holder: PathHolder, cookie: string, query: ScheduleQuery, reading: ReadonlySet<string>): Promise<ScheduleAnswer> {
    const range: TimeRange = { start: parseCmsTime(query.start) ?? 0, end: parseCmsTime(query.end) ?? 0 };
    const { modules, wanted, counted } = this.countedFor(holder, query);
    const states = await this.index.states();
    const answered = new Set(wanted);
    const context = await this.context(counted, states, range, Math.max(0, ...counted.map((key) => states.get(key)?.longest ?? 0)));
    const byOperator = (operators: string) => query.operator === '' || operators.split('\n').some((name) => name.includes(query.operator));
    const windows = context
      .filter((w) => answered.has(w.window.module) && meets(w.window, range) && byOperator(w.operators) && (query.state.length === 0 || query.state.includes(w.window.state)))
      .map((w) => w.window);
    const flags = await this.collisions(windows, context.map((w) => w.window), range, states);
    await this.missingPicks(windows, states, cookie, flags);
    const list = windows.sort(byStartThenId).map((w) => toEntry(w, flags.get(w) ?? []));
    return { list, modules, indexed: freshness(wanted, states, this.titles, reading) };
  }

  /**
   * Every entry of these sources meeting the range widened by the longest window on both sides: those meeting the
   * range are answered, the rest can collide with one that is. A moment outside the range collides with nothing in it
   * (a push only with a push at the same moment; the push limit counts the earlier ones apart).
   */
  private async context(sources: readonly string[], states: ReadonlyMap<string, SourceState>, range: TimeRange, longest: number): Promise<HeldWindow[]> {
    const wide: TimeRange = { start: range.start - longest, end: range.end + longest };
    const held = await this.windows.starting(sources, states, range.start - 2 * longest, wide.end);
    return held.filter(({ window }) => meets(window, wide) && (window.end !== null || meets(window, range)));
  }

  /** What the answer says of each entry it flags, by the entry's window. */
  private async collisions(windows: readonly RawWindow[], context: readonly RawWindow[], range: TimeRange, states: ReadonlyMap<string, SourceState>): Promise<Findings> {
    const findings: Findings = new Map();
    const byModule = groupByModule(windows);
    const widened = groupByModule(context);
    const widenedOf = (key: string) => widened.get(key) ?? [];
    const limitedPushes = [...byModule.keys()].filter((key) => {
      const def = this.defs.get(key);
      return def?.limits?.maxLive !== undefined && !isWindowed(def);
    });
    const pushesBefore = await this.windows.momentsBefore([...new Set(limitedPushes.flatMap((key) => this.sharingLimit(key)))], states, range.start);
    // A limit shared by several modules counts the windows of them all.
    const limitedOf = (key: string) => this.sharingLimit(key).flatMap(widenedOf);
    for (const [key, judged] of byModule) {
      // Only a module's entries collide: H5 files pre-published together, stock news pushed at one time, are normal.
      const def = this.defs.get(key);
      if (!def) continue;
      const windowed = isWindowed(def);
      if (!windowed || !def.windowsMayOverlap) findOverlaps(judged, widenedOf(key), findings);
      const maxLive = def.limits?.maxLive;
      if (maxLive !== undefined && windowed) findLiveLimit(judged, limitedOf(key), maxLive, findings);
      if (maxLive !== undefined && !windowed) {
        const times = Float64Array.from(limitedOf(key).map((w) => w.start)).sort();
        const before = this.sharingLimit(key).reduce((sum, one) => sum + (pushesBefore.get(one) ?? 0), 0);
        findPushLimit(judged, { before, times }, maxLive, findings);
      }
    }
    for (const w of windows) if (w.late) addFinding(findings, w, lateFinding(w));
    return findings;
  }

  /** Entries whose picked article, fund or manager is deleted or in the recycle bin, asked as the person asking. */
  private async missingPicks(windows: readonly RawWindow[], states: ReadonlyMap<string, SourceState>, cookie: string, findings: Findings): Promise<void> {
    const picks = await this.windows.picksOf(windows.filter((w) => this.picking.has(w.module)), states);
    if (picks.length === 0) return;
    const found = await this.pickCheck.states(cookie, picks.map(({ pick }) => ({ library: pick.library, key: pick.item_key })));
    for (const { window, pick } of picks) {
      const state = found.get(`${pick.library}\n${pick.item_key}`);
      if (state === undefined || state === 'present') continue;
      const def = this.defs.get(window.module);
      const label = def?.fields.find((f) => f.name === pick.field)?.label ?? pick.field;
      const library = LIBRARIES[pick.library as LibraryKey];
      addFinding(findings, window, { kind: 'missingPick', reason: `${label}所选${library.itemName} ${pick.item_key} ${state === 'recycled' ? '在回收站' : '已删除'}` });
    }
  }
}

/** The oldest last read of these sources, the ones whose last read failed, and those still being read. */
function freshness(keys: readonly string[], states: ReadonlyMap<string, SourceState>, titles: ReadonlyMap<string, string>, reading: ReadonlySet<string>): IndexFreshness {
  const titleOf = (key: string) => titles.get(key) ?? key;
  let oldest: number | null = null;
  const unread: IndexFreshness['unread'] = [];
  for (const key of keys) {
    const state = states.get(key);
    const synced = state?.synced_at ?? 0;
    if (synced > 0 && (oldest === null || synced < oldest)) oldest = synced;
    if (state?.failure) unread.push({ title: titleOf(key), reason: state.failure });
  }
  return { indexedAt: oldest === null ? null : formatCmsTime(oldest), unread, reading: keys.filter((key) => reading.has(key)).map(titleOf) };
}

/** A window as the contract's entry: CMS times, and its name (or its id when nothing names it). */
function toEntry(w: RawWindow, collisions: ScheduleCollision[]): ScheduleEntry {
  return { module: w.module, recordId: w.recordId, title: w.title || `ID ${String(w.recordId)}`, state: w.state, start: startText(w), end: endText(w), collisions };
}

function groupByModule(windows: readonly RawWindow[]): Map<string, RawWindow[]> {
  const out = new Map<string, RawWindow[]>();
  for (const w of windows) {
    const list = out.get(w.module);
    if (list) list.push(w);
    else out.set(w.module, [w]);
  }
  return out;
}
