/**
 * The home page's one call (issue 33, "Home that works"): what needs the signed-in person's attention, each line a
 * link to where it is handled. Free of zod, like the rest of the root entry: /home's first visit stays light.
 *
 * | call                                  | answer         |
 * |---------------------------------------|----------------|
 * | GET home/overview (console service)   | `HomeOverview` |
 *
 * A call of the console service (under CONSOLE_API_PREFIX, issue 43), answered from its entry index, which reads the
 * backend's own lists: it says how fresh it is (`indexed`). Open to every session (the page is everyone's first screen); like the publishing calendar and the entry search, the
 * answer holds only what the account's permitted paths reach (`mayOpenPath`): nobody learns of a screen they cannot
 * open. The sections:
 * - `upcoming`: scheduled go-lives and live (or scheduled) windows that end in the next HOME_WINDOWS.upcomingHours,
 *   read from the calendar's own query, soonest first;
 * - `late`: entries the scheduler put live late (the server was down when they fell due), in the last
 *   HOME_WINDOWS.lateDays;
 * - `approvals`: stock-news items waiting at an approval screen and other stock news whose off-shelf application waits;
 * - `drafts`: modules where this account saved the draft and has not pre-published it;
 * The page's 最近动态 is the console service's (AUDIT_API.activity: the audit trail is the shell's server's own).
 * Each section answers at most HOME_WINDOWS.lines lines and its full `total`, so the page can say "另有 N 条".
 */
export const HOME_API = { overview: 'home/overview' } as const;
/** The console service's call for 最近动态 (contract AUDIT_API.activity), named here so /home's first visit stays light. */
export const HOME_ACTIVITY_CALL = 'audit/activity';
/** Who the console service lets ask the overview: every session. */
export const HOME_CALL_OWNERS = [{ prefix: HOME_API.overview, anySession: true }] as const;

export const HOME_WINDOWS = { upcomingHours: 24, lateDays: 7, lines: 8 } as const;

/** A line of the upcoming section: the moment something goes live or comes down. */
export type HomeMoment = 'goLive' | 'expire';
export const HOME_MOMENT_LABELS: Readonly<Record<HomeMoment, string>> = { goLive: '上线', expire: '下线' };

export interface HomeLine {
  /** Unique within its section. */
  key: string;
  /** The module (or screen) with its area: 理财 App · 开屏. */
  moduleTitle: string;
  title: string;
  /** CMS time (`YYYY-MM-DD HH:mm:ss`, Asia/Shanghai) the line is about: see each section. */
  at: string;
  /** Where it is handled in the console: the entry on its module screen's tab, an item's detail, a module's edit tab. */
  link: string;
}

export interface HomeUpcomingLine extends HomeLine {
  moment: HomeMoment;
}

export interface HomeLateLine extends HomeLine {
  /** The scheduler's reason: when it fell due and when it went live. */
  reason: string;
}

export interface HomeApprovalLine extends HomeLine {
  /** What waits and where: 待运营审批（发布）, 待 CEO 审批（下架）… `at` is when it was last changed. */
  waiting: string;
}

export interface HomeActivityLine extends HomeLine {
  account: string;
  /** The action in Chinese (AUDIT_ACTION_LABELS). */
  action: string;
}

export interface HomeSection<T extends HomeLine> {
  list: T[];
  total: number;
}

/**
 * How fresh an answer of the console's entry index is (the calendar's, home's): it is read from the backend's lists,
 * at once after a change made in this console and on a schedule for changes made elsewhere.
 */
export interface IndexFreshness {
  /** When the least recently read of the modules answered was read from the backend (CMS time); null: none yet. */
  indexedAt: string | null;
  /** The modules whose last read the backend refused or could not answer: what they show is from an earlier read. */
  unread: { title: string; reason: string }[];
  /**
   * The modules (their titles) still being read when the answer was given — on a fresh server, every module read for
   * the first time: what they show is from an earlier read, or nothing yet. Asking again a few seconds later has them.
   */
  reading: string[];
}

/** How soon home and the calendar ask again while their answer names modules still being read (`reading`). */
export const INDEX_READING_RECHECK_MS = 3_000;

export interface HomeOverview {
  /** The server's time the answer was read at (CMS time): "the next 24 hours" are counted from it. */
  now: string;
  upcoming: HomeSection<HomeUpcomingLine>;
  late: HomeSection<HomeLateLine>;
  approvals: HomeSection<HomeApprovalLine>;
  /** `title`: the draft's own (未命名草稿 when it names nothing yet); `at`: when it was saved. */
  drafts: HomeSection<HomeLine>;
  indexed: IndexFreshness;
}
