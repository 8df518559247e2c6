/**
 * The home page's overview (contract homeOverview.ts), answered from the entry index and narrowed to the places the
 * account's paths open: the upcoming and late sections are the calendar's own query (one reading of "when does it go
 * live"); approvals and drafts are what the index read of the stock-news screens' lists and the modules' drafts.
 */
import {
  AUDIT_CUSTOM_MODULES,
  HOME_WINDOWS,
  ITEM_DETAIL_PARAM,
  formatCmsTime,
  mayOpenPath,
  placeScheduleEntries,
  slotTitle,
  type HomeApprovalLine,
  type HomeLateLine,
  type HomeLine,
  type HomeOverview,
  type HomeSection,
  type HomeUpcomingLine,
  type ModuleDefinition,
  type ScheduleAnswer,
} from 'shared-ui/contract';
import type { ConsoleIdentity } from '../identity';
import type { CalendarService } from './calendarService';
import type { IndexSource } from './indexSources';
import type { IndexStore } from './indexStore';
import type { IndexSync } from './indexSync';

const HOUR_MS = 3_600_000;

/** At most HOME_WINDOWS.lines of a section, with its full count. */
function section<T extends HomeLine>(lines: readonly T[]): HomeSection<T> {
  return { list: lines.slice(0, HOME_WINDOWS.lines), total: lines.length };
}

export class HomeService {
  private readonly defs: ReadonlyMap<string, ModuleDefinition>;
  private readonly approvalSources: readonly IndexSource[];

  constructor(
    private readonly index: IndexStore,
    private readonly sync: IndexSync,
    private readonly calendar: CalendarService,
    modules: readonly ModuleDefinition[],
  ) {
    this.defs = new Map(modules.map((def) => [def.key, def]));
    this.approvalSources = sync.sources.filter((s) => s.place === 'stockNews' || s.place === 'otherStockNews');
  }

  /**
   * 我的草稿 whole (issue 44, item 13: the overview shows the newest HOME_WINDOWS.lines): every module the account
   * opens whose saved draft it wrote last, newest first, read fresh as the overview reads them.
   */
  async drafts(who: ConsoleIdentity, cookie: string): Promise<HomeSection<HomeLine>> {
    const modules = this.modulesOpenTo(who);
    await this.sync.freshForAnswer(modules.map((def) => def.key), cookie);
    const lines = await this.draftLines(who, modules);
    return { list: lines, total: lines.length };
  }

  private modulesOpenTo(who: ConsoleIdentity): ModuleDefinition[] {
    return [...this.defs.values()].filter((def) => mayOpenPath(who, def.path));
  }

  async overview(who: ConsoleIdentity, cookie: string, now: number): Promise<HomeOverview> {
    const modules = this.modulesOpenTo(who);
    const approvals = this.approvalSources.filter((s) => mayOpenPath(who, s.path));
    const keys = [...new Set([...modules.map((def) => def.key), ...approvals.map((s) => s.key), ...this.calendar.countedFor(who, { area: [], module: [] }).open])];
    // Drafts are read with the rest of each module: every module the account opens, before any section asks. One wait
    // of a few seconds at most for them all; what is still being read is named in the answer.
    const reading = await this.sync.freshForAnswer(keys, cookie);
    const ahead = await this.calendarBetween(who, cookie, now, now + HOME_WINDOWS.upcomingHours * HOUR_MS, reading);
    const behind = await this.calendarBetween(who, cookie, now - HOME_WINDOWS.lateDays * 24 * HOUR_MS, now, reading);
    return {
      now: formatCmsTime(now),
      upcoming: section(this.upcoming(ahead, now)),
      late: section(this.late(behind, now)),
      approvals: section(await this.approvals(approvals)),
      drafts: section(await this.draftLines(who, modules)),
      indexed: await this.calendar.freshness(keys, reading),
    };
  }

  private calendarBetween(who: ConsoleIdentity, cookie: string, start: number, end: number, reading: ReadonlySet<string>): Promise<ScheduleAnswer> {
    return this.calendar.listIndexed(who, cookie, { start: formatCmsTime(start), end: formatCmsTime(end), area: [], module: [], state: [], operator: '' }, reading);
  }

  private moduleTitleOf(answer: ScheduleAnswer, key: string): string {
    const def = this.defs.get(key);
    return def ? slotTitle(def) : (answer.modules.find((m) => m.key === key)?.title ?? key);
  }

  /** Scheduled go-lives, and windows (live or scheduled) that end, within the next HOME_WINDOWS.upcomingHours. */
  private upcoming(answer: ScheduleAnswer, now: number): HomeUpcomingLine[] {
    const nowText = formatCmsTime(now);
    const untilText = formatCmsTime(now + HOME_WINDOWS.upcomingHours * HOUR_MS);
    const within = (at: string | null): at is string => at !== null && at >= nowText && at < untilText;
    const lines: HomeUpcomingLine[] = [];
    for (const entry of placeScheduleEntries(answer)) {
      const base = { key: entry.key, link: entry.link, title: entry.title, moduleTitle: this.moduleTitleOf(answer, entry.module) };
      if (entry.state === 'scheduled' && within(entry.start)) lines.push({ ...base, key: `${base.key}@live`, moment: 'goLive', at: entry.start });
      if (entry.state !== 'prepublished' && within(entry.end)) lines.push({ ...base, key: `${base.key}@end`, moment: 'expire', at: entry.end });
    }
    return lines.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : a.key < b.key ? -1 : 1));
  }

  /** What the scheduler put live late in the last HOME_WINDOWS.lateDays, newest first. */
  private late(answer: ScheduleAnswer, now: number): HomeLateLine[] {
    const nowText = formatCmsTime(now);
    return placeScheduleEntries(answer)
      .flatMap((entry) => {
        const late = entry.collisions.find((c) => c.kind === 'late');
        if (!late || entry.start > nowText) return [];
        return [{ key: entry.key, moduleTitle: this.moduleTitleOf(answer, entry.module), title: entry.title, at: entry.start, link: entry.link, reason: late.reason }];
      })
      .reverse();
  }

  /** Stock-news items waiting at an approval screen, and other stock news whose off-shelf application waits: oldest first. */
  private async approvals(sources: readonly IndexSource[]): Promise<HomeApprovalLine[]> {
    const bySource = new Map(sources.map((s) => [s.key, s]));
    const rows = await this.index.waiting(sources.map((s) => s.key));
    return rows.flatMap((row) => {
      const source = bySource.get(row.source);
      if (!source?.place) return [];
      const place = AUDIT_CUSTOM_MODULES.find((m) => m.key === source.place);
      return [
        {
          key: `${source.place}#${String(row.item_id)}`,
          moduleTitle: place?.title ?? source.title,
          title: row.title,
          at: formatCmsTime(row.at),
          link: `${source.path}?${ITEM_DETAIL_PARAM}=${String(row.item_id)}`,
          waiting: row.waiting,
        },
      ];
    });
  }

  /** The modules whose saved draft this account wrote last and nobody has pre-published (it is removed then). */
  private async draftLines(who: ConsoleIdentity, modules: readonly ModuleDefinition[]): Promise<HomeLine[]> {
    const open = new Map(modules.map((def) => [def.key, def]));
    const rows = await this.index.draftsOf(who.account);
    return rows.flatMap((row) => {
      const def = open.get(row.source);
      return def ? [{ key: def.key, moduleTitle: slotTitle(def), title: row.title === '' ? '未命名草稿' : row.title, at: formatCmsTime(row.update_time), link: def.path }] : [];
    });
  }
}
