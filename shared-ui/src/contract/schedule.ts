/**
 * The publishing calendar (`/schedule`, issue 33): every pre-published, scheduled and live entry of every module the
 * account may open — module entries, scheduled pushes, H5 releases, stock-news pushes and holiday notices — as windows
 * in Asia/Shanghai time, each with the collisions found on it.
 *
 * | call                                                             | answer           |
 * |------------------------------------------------------------------|------------------|
 * | GET schedule/list?start=&end=&area=&module=&state=&operator=     | `ScheduleAnswer` |
 *
 * `start`/`end`: `YYYY-MM-DD HH:mm:ss` (CMS time), at most SCHEDULE_MAX_RANGE_DAYS apart. `area`, `module`, `state`:
 * comma-separated values (any of them); `operator`: text that the pre-publisher's or publisher's name contains.
 * An entry is answered when what it shows on a calendar meets the range: a window `[start, end)` that overlaps it, a
 * moment (`end` null: a push, a go-live without an end) that falls in it.
 *
 * The page (SCHEDULE_PATH) is granted like any screen (issue 44, item 24); the answer holds only the modules whose paths
 * the account reaches (`mayOpenPath`), so nobody learns of entries of a screen they cannot open.
 */
import { z } from 'zod';
import { entryLocation } from './consoleSearch';
import type { SCHEDULE_ANSWER_SCHEMA, SCHEDULE_COLLISION_SCHEMA, SCHEDULE_ENTRY_SCHEMA, SCHEDULE_MODULE_SCHEMA } from './consoleAnswers';
import { SCHEDULE_AREAS, SCHEDULE_STATES, type ScheduleState } from './scheduleCalls';
import { SCHEDULE_PATH } from './permissionPaths';
import { isCmsDateTime, parseCmsTime } from './time';

export { SCHEDULE_API, SCHEDULE_AREAS, SCHEDULE_STATES, type ScheduleState } from './scheduleCalls';

/** The menu path owning the calendar's call, as the console service's gate asks it. */
export const SCHEDULE_CALL_OWNERS = [{ prefix: 'schedule', owners: [SCHEDULE_PATH] }] as const;

/** A month view shows six weeks; a quarter is room enough for any view and keeps one answer small. */
export const SCHEDULE_MAX_RANGE_DAYS = 93;

export const SCHEDULE_STATE_LABELS: Readonly<Record<ScheduleState, string>> = {
  prepublished: '预发布',
  scheduled: '定时发布',
  live: '已上线',
};

export const COLLISION_KINDS = ['overlap', 'liveLimit', 'missingPick', 'late'] as const;
export type CollisionKind = (typeof COLLISION_KINDS)[number];
/** The short name of each kind (legend, tooltip heading); each collision also carries its own full reason. */
export const COLLISION_LABELS: Readonly<Record<CollisionKind, string>> = {
  overlap: '时间冲突',
  liveLimit: '超出同时上线上限',
  missingPick: '所选内容已删除',
  late: '延迟上线',
};

export type ScheduleCollision = z.infer<typeof SCHEDULE_COLLISION_SCHEMA>;

/** What the calendar knows of a module (or a screen acting as one: H5 releases, stock news). */
export type ScheduleModule = z.infer<typeof SCHEDULE_MODULE_SCHEMA>;

/**
 * An entry of the calendar: what the calendar shows of it. Its key and the address that opens it are not sent: both
 * follow from its module, id and state (`scheduleEntryKey`, `scheduleEntryLink`), and a month of a busy console holds
 * thousands of entries — the two were a third of the answer's bytes. Who pre-published and published it is not sent
 * either (the page shows neither; the module screen does): the `operator` filter is answered by the server.
 */
export type ScheduleEntry = z.infer<typeof SCHEDULE_ENTRY_SCHEMA>;

/** The calendar's own module keys for the screens that act as modules (their entries are not workflow records). */
export const H5_SCHEDULE_MODULE = 'h5/release';
export const STOCK_NEWS_SCHEDULE_MODULE = 'br/stockNews';

type EntryPlace = Pick<ScheduleEntry, 'module' | 'recordId' | 'state'>;

/**
 * Unique in an answer: `<module key>#<record id>`. A live H5 release is a publication, numbered apart from the releases
 * waiting or scheduled: `h5/release#live-3`.
 */
export function scheduleEntryKey(entry: EntryPlace): string {
  const live = entry.module === H5_SCHEDULE_MODULE && entry.state === 'live' ? 'live-' : '';
  return `${entry.module}#${live}${String(entry.recordId)}`;
}

/**
 * Where an entry is opened, given its module's path (`ScheduleModule.path`): a module entry on the tab that lists it
 * (`?view=prepublish&entry=12`), an H5 release on the release list (live) or the pre-release list, stock news on its
 * screen.
 */
export function scheduleEntryLink(entry: EntryPlace, modulePath: string): string {
  if (entry.module === H5_SCHEDULE_MODULE) return `${modulePath}/${entry.state === 'live' ? 'release' : 'prerelease'}`;
  if (entry.module === STOCK_NEWS_SCHEDULE_MODULE) return modulePath;
  return entryLocation(modulePath, entry.recordId, entry.state === 'live' ? 'published' : entry.state);
}

export type ScheduleAnswer = z.infer<typeof SCHEDULE_ANSWER_SCHEMA>;

/** An entry with its key and the address that opens it, as the page and the home page use it. */
export interface PlacedScheduleEntry extends ScheduleEntry {
  key: string;
  link: string;
}

/** Every entry of an answer placed by the two rules above, each link by its module's path in the answer's `modules`. */
export function placeScheduleEntries(answer: ScheduleAnswer): PlacedScheduleEntry[] {
  const paths = new Map(answer.modules.map((m) => [m.key, m.path]));
  return answer.list.map((entry) => ({ ...entry, key: scheduleEntryKey(entry), link: scheduleEntryLink(entry, paths.get(entry.module) ?? '') }));
}

const listParam = <T extends string>(values: readonly T[], label: string) =>
  z
    .string({ error: `${label}必须是文本` })
    .optional()
    .transform((text, ctx) => {
      const picked = (text ?? '').split(',').map((v) => v.trim()).filter(Boolean);
      const unknown = picked.find((v) => !(values as readonly string[]).includes(v));
      if (unknown !== undefined) ctx.addIssue({ code: 'custom', message: `${label}「${unknown}」不存在` });
      return picked as T[];
    });

const cmsTime = (label: string) =>
  z.string({ error: `${label}必须填写` }).refine(isCmsDateTime, { message: `${label}应为 YYYY-MM-DD HH:mm:ss 格式的有效时间` });

/** The query of `schedule/list`, as both the page and mock-server read it (`module` names are checked by the server). */
export const scheduleQuerySchema = z
  .object({
    start: cmsTime('开始时间（start）'),
    end: cmsTime('结束时间（end）'),
    area: listParam(SCHEDULE_AREAS, '板块（area）'),
    state: listParam(SCHEDULE_STATES, '状态（state）'),
    module: z.string({ error: '模块（module）必须是文本' }).optional().transform((text) => (text ?? '').split(',').map((v) => v.trim()).filter(Boolean)),
    operator: z.string({ error: '操作人（operator）必须是文本' }).optional().transform((text) => (text ?? '').trim()),
  })
  .refine((q) => q.start < q.end, { message: '结束时间必须晚于开始时间', path: ['end'] })
  .refine((q) => (parseCmsTime(q.end) ?? 0) - (parseCmsTime(q.start) ?? 0) <= SCHEDULE_MAX_RANGE_DAYS * 86_400_000, {
    message: `查询范围最长 ${String(SCHEDULE_MAX_RANGE_DAYS)} 天`,
    path: ['end'],
  });
export type ScheduleQuery = z.infer<typeof scheduleQuerySchema>;
