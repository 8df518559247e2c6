/**
 * `schedule/list`: one query over every source, narrowed to the modules the account may open and to the filters,
 * each entry mapped to the contract's shape (CMS times, a title, the link that opens it) with its collisions.
 */
import {
  GRANTABLE_SCREENS,
  IMPLIED_SCREEN,
  LIBRARIES,
  STOCK_NEWS_PATH,
  entryLocation,
  entryTitle,
  formatCmsTime,
  mayOpenPath,
  parseCmsTime,
  scheduleFields,
  type LibraryKey,
  type ModuleDefinition,
  type PathHolder,
  type ScheduleAnswer,
  type ScheduleEntry,
  type ScheduleModule,
  type ScheduleQuery,
} from 'shared-ui/contract';
import type { LibrarySources } from '../libraries/librarySources';
import { addFinding, findLiveLimit, findOverlaps, findPushLimit, lateFinding, type Findings } from './collisions';
import { H5_SCHEDULE_MODULE, STOCK_NEWS_SCHEDULE_MODULE, keyOf, type RawWindow, type ScheduleSources, type TimeRange } from './scheduleSources';

/** An entry's name by the contract's one rule (entryTitle), its id when nothing in it has text. */
function titleOf(def: ModuleDefinition, fieldValues: string | undefined, recordId: number): string {
  return entryTitle(def, JSON.parse(fieldValues ?? '{}') as Record<string, unknown>) || `ID ${String(recordId)}`;
}

export class ScheduleService {
  private readonly defs: ReadonlyMap<string, ModuleDefinition>;
  private readonly allModules: readonly ScheduleModule[];

  constructor(
    private readonly sources: ScheduleSources,
    modules: readonly ModuleDefinition[],
    private readonly libraries: LibrarySources,
  ) {
    this.defs = new Map(modules.map((def) => [def.key, def]));
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
    const wanted = new Map(
      modules
        .filter((m) => query.area.length === 0 || query.area.includes(m.area))
        .filter((m) => query.module.length === 0 || query.module.includes(m.key))
        .map((m) => [m.key, m]),
    );
    const operator = query.operator;
    const workflow = this.sources.workflow(range);
    const windows = [...workflow.inRange, ...this.sources.h5(range), ...this.sources.stockNews(range)].filter(
      (w) =>
        wanted.has(w.module) &&
        (query.state.length === 0 || query.state.includes(w.state)) &&
        (operator === '' || w.preOperator.includes(operator) || w.pushOperator.includes(operator)),
    );
    const findings = this.collisions(windows, workflow.context, range);
    const list = windows
      .map((w) => this.toEntry(w, wanted.get(w.module), findings.get(keyOf(w)) ?? []))
      .sort((a, b) => (a.start === b.start ? a.recordId - b.recordId : a.start < b.start ? -1 : 1));
    return { list, modules };
  }

  private toEntry(w: RawWindow, module: ScheduleModule | undefined, collisions: ScheduleEntry['collisions']): ScheduleEntry {
    const def = this.defs.get(w.module);
    const path = module?.path ?? '';
    const link = def
      ? entryLocation(def.path, w.recordId, w.state === 'live' ? 'published' : w.state)
      : w.module === H5_SCHEDULE_MODULE
        ? `${path}/${w.state === 'live' ? 'release' : 'prerelease'}`
        : path;
    return {
      key: keyOf(w),
      module: w.module,
      recordId: w.recordId,
      title: def ? titleOf(def, w.fieldValues, w.recordId) : w.title,
      state: w.state,
      start: formatCmsTime(w.start),
      end: w.end === null ? null : formatCmsTime(w.end),
      preOperator: w.preOperator,
      pushOperator: w.pushOperator,
      link,
      collisions,
    };
  }

  /** Findings keyed `<module>#<recordId>`. */
  private collisions(windows: readonly RawWindow[], context: readonly RawWindow[], range: TimeRange): Map<string, ScheduleEntry['collisions']> {
    const out = new Map<string, ScheduleEntry['collisions']>();
    const byModule = groupByModule(windows);
    // Overlaps are judged against every window reaching into the range widened by the longest window.
    const widened = groupByModule(context);
    const widenedOf = (key: string) => widened.get(key) ?? [];
    for (const [key, judged] of byModule) {
      const def = this.defs.get(key);
      if (!def) continue;
      const findings: Findings = new Map();
      const windowed = scheduleFields(def).length === 2;
      if (!windowed || !def.windowsMayOverlap) findOverlaps(judged, widenedOf(key), findings);
      const maxLive = def.limits?.maxLive;
      if (maxLive !== undefined && windowed) findLiveLimit(judged, widenedOf(key), maxLive, findings);
      if (maxLive !== undefined && !windowed) findPushLimit(judged, this.sources.pushTimes(key, range), maxLive, findings);
      for (const w of judged) if (w.late) addFinding(findings, w.recordId, lateFinding(w));
      for (const [recordId, list] of findings) out.set(`${key}#${String(recordId)}`, list);
    }
    for (const w of windows) if (w.late && !this.defs.has(w.module)) out.set(keyOf(w), [lateFinding(w)]);
    this.missingPicks(windows, out);
    return out;
  }

  /** Entries whose picked article, fund or manager is deleted or in the recycle bin (the reference index knows the picks). */
  private missingPicks(windows: readonly RawWindow[], out: Map<string, ScheduleEntry['collisions']>): void {
    const workflowWindows = windows.filter((w) => this.defs.has(w.module));
    const picks = this.sources.picks(workflowWindows.map((w) => w.recordId));
    if (picks.length === 0) return;
    const moduleOf = new Map(workflowWindows.map((w) => [w.recordId, w.module]));
    const missing = new Map<string, Set<string>>();
    for (const library of ['articles', 'funds', 'managers'] as const) {
      const keys = [...new Set(picks.filter((p) => p.library === library).map((p) => p.item_key))];
      const found = new Set((this.libraries[library]?.byIds(keys) ?? []).map((item) => item.id));
      missing.set(library, new Set(keys.filter((k) => !found.has(k))));
    }
    const recycled = this.sources.recycledArticles([...(missing.get('articles') ?? [])]);
    for (const pick of picks) {
      if (!missing.get(pick.library)?.has(pick.item_key)) continue;
      const moduleKey = moduleOf.get(pick.record_id) ?? '';
      const def = this.defs.get(moduleKey);
      const label = def?.fields.find((f) => f.name === pick.field)?.label ?? pick.field;
      const library = LIBRARIES[pick.library as LibraryKey];
      const where = pick.library === 'articles' && recycled.has(pick.item_key) ? '在回收站' : '已删除';
      const reason = `${label}所选${library.itemName} ${pick.item_key} ${where}`;
      const key = `${moduleKey}#${String(pick.record_id)}`;
      const list = out.get(key) ?? [];
      if (!list.some((c) => c.reason === reason)) list.push({ kind: 'missingPick', reason });
      out.set(key, list);
    }
  }
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
