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
import type { z } from 'zod';
import type {
  HOME_ACTIVITY_LINE_SCHEMA,
  HOME_APPROVAL_LINE_SCHEMA,
  HOME_LATE_LINE_SCHEMA,
  HOME_LINE_SCHEMA,
  HOME_OVERVIEW_SCHEMA,
  HOME_UPCOMING_LINE_SCHEMA,
  INDEX_FRESHNESS_SCHEMA,
} from './consoleAnswers';

export const HOME_API = { overview: 'home/overview', drafts: 'home/drafts' } as const;
/** The console service's call for 最近动态 (contract AUDIT_API.activity), named here so /home's first visit stays light. */
export const HOME_ACTIVITY_CALL = 'audit/activity';
/** Who the console service lets ask the overview and the whole of 我的草稿: every session. */
export const HOME_CALL_OWNERS = [
  { prefix: HOME_API.overview, anySession: true },
  { prefix: HOME_API.drafts, anySession: true },
] as const;

export const HOME_WINDOWS = { upcomingHours: 24, lateDays: 7, lines: 8 } as const;

/** A line of the upcoming section: the moment something goes live or comes down. */
export const HOME_MOMENTS = ['goLive', 'expire'] as const;
export type HomeMoment = (typeof HOME_MOMENTS)[number];
export const HOME_MOMENT_LABELS: Readonly<Record<HomeMoment, string>> = { goLive: '上线', expire: '下线' };

// The answers' types, inferred from consoleAnswers.ts's schemas (imported by type: /home's first visit carries no zod).
export type HomeLine = z.infer<typeof HOME_LINE_SCHEMA>;
export type HomeUpcomingLine = z.infer<typeof HOME_UPCOMING_LINE_SCHEMA>;
export type HomeLateLine = z.infer<typeof HOME_LATE_LINE_SCHEMA>;
export type HomeApprovalLine = z.infer<typeof HOME_APPROVAL_LINE_SCHEMA>;
export type HomeActivityLine = z.infer<typeof HOME_ACTIVITY_LINE_SCHEMA>;
/** A section of lines (consoleAnswers.ts `homeSectionSchema`). */
export interface HomeSection<T extends HomeLine> {
  list: T[];
  total: number;
}

/**
 * How fresh an answer of the console's entry index is (the calendar's, home's): it is read from the backend's lists,
 * at once after a change made in this console and on a schedule for changes made elsewhere.
 */
export type IndexFreshness = z.infer<typeof INDEX_FRESHNESS_SCHEMA>;

/** How soon home and the calendar ask again while their answer names modules still being read (`reading`). */
export const INDEX_READING_RECHECK_MS = 3_000;

export type HomeOverview = z.infer<typeof HOME_OVERVIEW_SCHEMA>;
