/**
 * `schedule/list`: one query over every source, narrowed to the modules the account may open and to the filters,
 * each entry mapped to the contract's shape (CMS times, its name) with its collisions.
 */
import {
  GRANTABLE_SCREENS,
  H5_SCHEDULE_MODULE,
  IMPLIED_SCREEN,
  LIBRARIES,
  STOCK_NEWS_PATH,
  STOCK_NEWS_SCHEDULE_MODULE,
  fieldLibraries,
  mayOpenPath,
  parseCmsTime,
  scheduleFields,
  type LibraryKey,
  type ModuleDefinition,
  type PathHolder,
  type ScheduleAnswer,
  type ScheduleCollision,
  type ScheduleEntry,
  type ScheduleModule,
  type ScheduleQuery,
} from 'shared-ui/contract';
import type { LibrarySources } from '../libraries/librarySources';
import { addFinding, findLiveLimit, findOverlaps, findPushLimit, lateFinding, type Findings } from './collisions';
import { byStartThenId, endText, startText, type RawWindow, type ScheduleSources, type TimeRange } from './scheduleSources';

/** The libraries whose deleted items the calendar flags (a module pick of levelFirst's codes is refused on write). */
const PICKED_LIBRARIES: readonly LibraryKey[] = ['articles', 'funds', 'managers'];

/** A module whose entries are windows (a start and an end), not moments (a push). */
const isWindowed = (def: ModuleDefinition) => scheduleFields(def).length === 2;

export class ScheduleService {
  private readonly defs: ReadonlyMap<string, ModuleDefinition>;
  private readonly allModules: readonly ScheduleModule[];
  /** The modules whose fields may pick an article, fund or manager: only their entries are looked up in the index. */
  private readonly picking: ReadonlySet<string>;

  constructor(
    private readonly sources: ScheduleSources,
    modules: readonly ModuleDefinition[],
    private readonly libraries: LibrarySources,
  ) {
    this.defs = new Map(modules.map((def) => [def.key, def]));
    this.picking = new Set(modules.filter((def) => fieldLibraries(def.fields).some((library) => PICKED_LIBRARIES.includes(library))).map((def) => def.key));
    const stockNewsTitle = GRANTABLE_SCREENS.find((s) => s.path === STOCK_NEWS_PATH)?.title ?? '个股资讯';
    this.allModules = [
      ...modules.map((def): ScheduleModule => ({ key: def.key, title: def.title, area: def.area, path: def.path })),
      { key: H5_SCHEDULE_MODULE, title: '文件发布系统', area: 'h5', path: IMPLIED_SCREEN },
      { key: STOCK_NEWS_SCHEDULE_MODULE, title: stockNewsTitle, area: 'br', path: STOCK_NEWS_PATH },
    ];
  }

  /** The modules this account may see, by the one expansion rule. */
  modulesFor(holder: PathHolder): ScheduleModule[] {
    return this.allModules.filter((m) => mayOpenPath(holder, m.path));
  }

  list(holder: PathHolder, query: ScheduleQuery): ScheduleAnswer {
    const range: TimeRange = { start: parseCmsTime(query.start) ?? 0, end: parseCmsTime(query.end) ?? 0 };
    const modules = this.modulesFor(holder);
    const wanted = new Set(
      modules
        .filter((m) => query.area.length === 0 || query.area.includes(m.area))
        .filter((m) => query.module.length === 0 || query.module.includes(m.key))
        .map((m) => m.key),
    );
    const asked = { ...range, operator: query.operator };
    const workflow = this.sources.workflow(asked);
    const windows = [...workflow.inRange, ...this.sources.h5(asked), ...this.sources.stockNews(asked)].filter(
      (w) => wanted.has(w.module) && (query.state.length === 0 || query.state.includes(w.state)) && w.byOperator,
    );
    const flags = this.collisions(windows, workflow.context, range);
    const list = windows
      .sort(byStartThenId)
      .map((w) => toEntry(w, flags.get(w) ?? []));
    return { list, modules };
  }

  /** What the answer says of each entry it flags, by the entry's window. */
  private collisions(windows: readonly RawWindow[], context: readonly RawWindow[], range: TimeRange): Findings {
    const findings: Findings = new Map();
    const byModule = groupByModule(windows);
    // Overlaps are judged against every window reaching into the range widened by the longest window.
    const widened = groupByModule(context);
    const widenedOf = (key: string) => widened.get(key) ?? [];
    const limitedPushes = [...byModule.keys()].filter((key) => {
      const def = this.defs.get(key);
      return def?.limits?.maxLive !== undefined && !isWindowed(def);
    });
    const pushesBefore = this.sources.pushCountsBefore(limitedPushes, range.start);
    for (const [key, judged] of byModule) {
      const def = this.defs.get(key);
      if (!def) continue;
      const windowed = isWindowed(def);
      if (!windowed || !def.windowsMayOverlap) findOverlaps(judged, widenedOf(key), findings);
      const maxLive = def.limits?.maxLive;
      if (maxLive !== undefined && windowed) findLiveLimit(judged, widenedOf(key), maxLive, findings);
      if (maxLive !== undefined && !windowed) {
        // A push's window is its moment: the context holds every push of the range, whatever the filters answer.
        const inRange = widenedOf(key).filter((w) => w.start >= range.start && w.start < range.end);
        // A typed array sorts numbers by value, without a comparator returning a boxed double each call.
        const times = new Float64Array(inRange.length);
        inRange.forEach((w, i) => {
          times[i] = w.start;
        });
        times.sort();
        findPushLimit(judged, { before: pushesBefore.get(key) ?? 0, times }, maxLive, findings);
      }
    }
    for (const w of windows) if (w.late) addFinding(findings, w, lateFinding(w));
    this.missingPicks(windows, findings);
    return findings;
  }

  /** Entries whose picked article, fund or manager is deleted or in the recycle bin (the reference index knows the picks). */
  private missingPicks(windows: readonly RawWindow[], findings: Findings): void {
    // A workflow entry's id is unique across modules (one table).
    const picking = new Map(windows.filter((w) => this.picking.has(w.module)).map((w) => [w.recordId, w]));
    if (picking.size === 0) return;
    const picks = this.sources.picks([...picking.keys()]);
    if (picks.length === 0) return;
    const missing = new Map<string, Set<string>>();
    for (const library of PICKED_LIBRARIES) {
      const keys = [...new Set(picks.filter((p) => p.library === library).map((p) => p.item_key))];
      const found = new Set((this.libraries[library]?.byIds(keys) ?? []).map((item) => item.id));
      missing.set(library, new Set(keys.filter((k) => !found.has(k))));
    }
    const recycled = this.sources.recycledArticles([...(missing.get('articles') ?? [])]);
    for (const pick of picks) {
      if (!missing.get(pick.library)?.has(pick.item_key)) continue;
      const window = picking.get(pick.record_id);
      if (!window) continue;
      const def = this.defs.get(window.module);
      const label = def?.fields.find((f) => f.name === pick.field)?.label ?? pick.field;
      const library = LIBRARIES[pick.library as LibraryKey];
      const where = pick.library === 'articles' && recycled.has(pick.item_key) ? '在回收站' : '已删除';
      addFinding(findings, window, { kind: 'missingPick', reason: `${label}所选${library.itemName} ${pick.item_key} ${where}` });
    }
  }
}

/** A window as the contract's entry: CMS times, and its stored name (contract entryTitle) or its id when nothing names it. */
function toEntry(w: RawWindow, collisions: ScheduleCollision[]): ScheduleEntry {
  return {
    module: w.module,
    recordId: w.recordId,
    title: w.title || `ID ${String(w.recordId)}`,
    state: w.state,
    start: startText(w),
    end: endText(w),
    collisions,
  };
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
