/**
 * `home/overview` (contract homeOverview.ts): what needs the signed-in person's attention, narrowed to the places
 * their paths open. The upcoming and late sections are the publishing calendar's own query (one reading of "when
 * does it go live"); approvals, drafts and activity read their tables directly.
 */
import {
  APPROVAL_SCREEN_TITLES,
  AUDIT_CUSTOM_MODULES,
  HOME_WINDOWS,
  ITEM_DETAIL_PARAM,
  OTHER_NEWS_PATH,
  STOCK_NEWS_PATH,
  formatCmsTime,
  isApprovalScreen,
  mayOpenPath,
  type HomeApprovalLine,
  type HomeLateLine,
  type HomeLine,
  type HomeOverview,
  type HomeSection,
  type HomeUpcomingLine,
  type ModuleDefinition,
  type PathHolder,
  type ScheduleAnswer,
  entryTitle,
  placeScheduleEntries,
} from 'shared-ui/contract';
import { slotTitle } from '../articles/slotCheck';
import type { Db } from '../db/openDatabase';
import type { ScheduleService } from '../schedule/scheduleService';

const HOUR_MS = 3_600_000;

/** At most HOME_WINDOWS.lines of a section, with its full count. */
function section<T extends HomeLine>(lines: readonly T[]): HomeSection<T> {
  return { list: lines.slice(0, HOME_WINDOWS.lines), total: lines.length };
}

/** The window of a stock-news item's waiting, in words: which screen, and whether it is the release or the off shelf. */
function waitingOf(screen: number): string {
  return isApprovalScreen(screen) ? `待${APPROVAL_SCREEN_TITLES[screen]}` : '待审批';
}

interface WaitingNewsRow {
  id: number;
  title: string;
  stock_name: string;
  waiting_at: number;
  updated_at: number;
}

interface DraftRow {
  module_key: string;
  field_values: string;
  update_time: number;
}

export class HomeService {
  private readonly defs: ReadonlyMap<string, ModuleDefinition>;

  constructor(
    private readonly db: Db,
    private readonly schedule: ScheduleService,
    modules: readonly ModuleDefinition[],
  ) {
    this.defs = new Map(modules.map((def) => [def.key, def]));
  }

  overview(holder: PathHolder, account: string, now: number): HomeOverview {
    return {
      now: formatCmsTime(now),
      upcoming: section(this.upcoming(holder, now)),
      late: section(this.late(holder, now)),
      approvals: section(this.approvals(holder)),
      drafts: section(this.drafts(holder, account)),
    };
  }

  private calendar(holder: PathHolder, start: number, end: number): ScheduleAnswer {
    return this.schedule.list(holder, { start: formatCmsTime(start), end: formatCmsTime(end), area: [], module: [], state: [], operator: '' });
  }

  private moduleTitleOf(answer: ScheduleAnswer, key: string): string {
    const def = this.defs.get(key);
    return def ? slotTitle(def) : (answer.modules.find((m) => m.key === key)?.title ?? key);
  }

  /** Scheduled go-lives, and windows (live or scheduled) that end, within the next HOME_WINDOWS.upcomingHours. */
  private upcoming(holder: PathHolder, now: number): HomeUpcomingLine[] {
    const until = now + HOME_WINDOWS.upcomingHours * HOUR_MS;
    const answer = this.calendar(holder, now, until);
    const nowText = formatCmsTime(now);
    const untilText = formatCmsTime(until);
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
  private late(holder: PathHolder, now: number): HomeLateLine[] {
    const answer = this.calendar(holder, now - HOME_WINDOWS.lateDays * 24 * HOUR_MS, now);
    return placeScheduleEntries(answer)
      .flatMap((entry) => {
        const late = entry.collisions.find((c) => c.kind === 'late');
        if (!late || entry.start > formatCmsTime(now)) return [];
        return [{ key: entry.key, moduleTitle: this.moduleTitleOf(answer, entry.module), title: entry.title, at: entry.start, link: entry.link, reason: late.reason }];
      })
      .reverse();
  }

  /** Stock-news items waiting at an approval screen, and other stock news whose off-shelf application waits. */
  private approvals(holder: PathHolder): HomeApprovalLine[] {
    const stockNews = mayOpenPath(holder, STOCK_NEWS_PATH)
      ? this.db
          .prepare<[], WaitingNewsRow>('SELECT id, title, stock_name, waiting_at, updated_at FROM stock_news WHERE waiting_at IS NOT NULL')
          .all()
          .map((row) => waitingLine('stockNews', STOCK_NEWS_PATH, row, waitingOf(row.waiting_at)))
      : [];
    // Status 2: an off-shelf application waits (contract otherStockNews.ts).
    const otherNews = mayOpenPath(holder, OTHER_NEWS_PATH)
      ? this.db
          .prepare<[], Omit<WaitingNewsRow, 'waiting_at'>>('SELECT id, title, stock_name, updated_at FROM other_stock_news WHERE status = 2')
          .all()
          .map((row) => waitingLine('otherStockNews', OTHER_NEWS_PATH, row, '待下架审批'))
      : [];
    // Oldest first: what has waited longest comes first.
    return [...stockNews, ...otherNews].sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
  }

  /** The modules whose saved draft this account wrote last and nobody has pre-published (it is removed then). */
  private drafts(holder: PathHolder, account: string): HomeLine[] {
    const rows = this.db
      .prepare<[string], DraftRow>('SELECT module_key, field_values, update_time FROM workflow_drafts WHERE update_operator = ? ORDER BY update_time DESC')
      .all(account);
    return rows.flatMap((row) => {
      const def = this.defs.get(row.module_key);
      if (!def || !mayOpenPath(holder, def.path)) return [];
      const title = entryTitle(def, JSON.parse(row.field_values) as Record<string, unknown>);
      return [{ key: def.key, moduleTitle: slotTitle(def), title: title === '' ? '未命名草稿' : title, at: formatCmsTime(row.update_time), link: def.path }];
    });
  }
}

/**
 * A news item waiting for approval as a line: its stock and title, opening its detail on its list. A title that names
 * its stock already is not prefixed again (issue 44, item 13: 特斯拉：特斯拉：…).
 */
function waitingLine(place: string, path: string, row: Omit<WaitingNewsRow, 'waiting_at'>, waiting: string): HomeApprovalLine {
  return {
    key: `${place}#${String(row.id)}`,
    moduleTitle: titleOfPlace(place),
    title: row.title.startsWith(row.stock_name) ? row.title : `${row.stock_name}：${row.title}`,
    at: formatCmsTime(row.updated_at),
    link: `${path}?${ITEM_DETAIL_PARAM}=${String(row.id)}`,
    waiting,
  };
}



function titleOfPlace(key: string): string {
  return AUDIT_CUSTOM_MODULES.find((m) => m.key === key)?.title ?? key;
}
