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
import { SCHEDULE_AREAS, SCHEDULE_STATES } from './scheduleCalls';
import { SCHEDULE_PATH } from './permissionPaths';
import { isCmsDateTime, parseCmsTime } from './time';

export { SCHEDULE_API, SCHEDULE_AREAS, SCHEDULE_STATES, type ScheduleState } from './scheduleCalls';

/** The menu path owning the calendar's call, as the console service's gate asks it. */
export const SCHEDULE_CALL_OWNERS = [{ prefix: 'schedule', owners: [SCHEDULE_PATH] }] as const;

/** A month view shows six weeks; a quarter is room enough for any view and keeps one answer small. */
export const SCHEDULE_MAX_RANGE_DAYS = 93;

// The entries' shapes, labels, keys and links are plain values in scheduleEntries.ts (the light root entry: the
// calendar's first screen reads them before the module contract loads).
export {
  COLLISION_KINDS,
  COLLISION_LABELS,
  H5_SCHEDULE_MODULE,
  SCHEDULE_STATE_LABELS,
  STOCK_NEWS_SCHEDULE_MODULE,
  placeScheduleEntries,
  scheduleEntryKey,
  scheduleEntryLink,
  type CollisionKind,
  type PlacedScheduleEntry,
  type ScheduleAnswer,
  type ScheduleCollision,
  type ScheduleEntry,
  type ScheduleModule,
} from './scheduleEntries';

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
