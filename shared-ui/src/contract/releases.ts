/**
 * 发布批次 (issue 48): a campaign's pre-published entries, across modules and apps, checked as a whole at one time,
 * scheduled as one through each module's own `POST publish`, withdrawn (`PUT publish/cancel`) and taken off shelf
 * (`PUT publish/out`) as one. A call family of the console service (under CONSOLE_API_PREFIX): the backend never
 * hears of a release, only of its entries' spec calls, so a release works the same against any `/v2/cms`.
 *
 * | call                          | who                              | body / query                      | answer          |
 * |-------------------------------|----------------------------------|-----------------------------------|-----------------|
 * | GET releases/list             | RELEASE_PATH                     |                                   | Release[]       |
 * | GET releases/detail?id=       | RELEASE_PATH                     |                                   | Release         |
 * | POST releases/save            | RELEASE_PATH, editor             | ReleaseSave                       | Release         |
 * | POST releases/delete          | RELEASE_PATH, editor             | {id, base_version}                | {ids}           |
 * | GET releases/check?id=        | RELEASE_PATH                     |                                   | ReleaseCheck    |
 * | POST releases/publish         | RELEASE_PATH, publisher          | {id, base_version}                | Release         |
 * | PUT releases/publish/time     | RELEASE_PATH, publisher          | {id, push_time, base_version}     | Release         |
 * | PUT releases/publish/cancel   | RELEASE_PATH, publisher          | {id, base_version}                | Release         |
 * | PUT releases/publish/out      | RELEASE_PATH, publisher          | {id, base_version}                | Release         |
 *
 * The publish calls carry the spec's word `publish`, so the role rule (roles.ts) judges them as publishing: an editor
 * prepares a release, a publisher schedules it. Each entry's own module must also be one the account may publish.
 * Every write names the release's version it was based on (`base_version`); a stale one is refused with 1043.
 */
import { z } from 'zod';
import { cmsTime } from './cmsTime';
import { RELEASE_ENTRY_STATES, RELEASE_STATES } from './releaseCalls';
import { parseCmsTime } from './time';

/**
 * A campaign is a handful of pieces (a splash, a banner, a push, a fund list, an article); twenty is room for a big one
 * across every app while one check and one scheduling stay quick.
 */
export const RELEASE_LIMITS = { nameMax: 30, noteMax: 200, entriesMax: 20 } as const;

// The states and their labels are plain values in releaseCalls.ts (the light root entry: /home and /schedule read them).
export { RELEASE_ENTRY_STATES, RELEASE_ENTRY_STATE_LABELS, RELEASE_STATES, RELEASE_STATE_LABELS, type ReleaseEntryState, type ReleaseState } from './releaseCalls';

/** How long after its time an entry may still be on its way live (the scheduler's tick) before it is called missing. */
export const RELEASE_LIVE_GRACE_MS = 2 * 60_000;

const ID = z.number().int();
const positiveId = (what: string) => z.number({ error: `${what}必须是数字` }).int({ error: `${what}必须是整数` }).positive({ error: `${what}必须是正整数` });
/** The version a write was based on (null: the release had none yet). */
const baseVersion = z.number().int().nullable().optional();

/** One entry a release holds: its module's key and the entry's id there. */
export const RELEASE_ENTRY_REF_SCHEMA = z.object({ module: z.string().min(1, { error: '请指明条目所属模块' }), id: positiveId('条目 id') });
export type ReleaseEntryRef = z.infer<typeof RELEASE_ENTRY_REF_SCHEMA>;

/** `POST releases/save`: a new release (no id) or one prepared again. Each problem in Chinese (1106). */
export const releaseSaveSchema = z
  .object({
    id: positiveId('批次 id').optional(),
    name: z
      .string({ error: '请填写批次名称' })
      .trim()
      .min(1, { error: '请填写批次名称' })
      .max(RELEASE_LIMITS.nameMax, { error: `批次名称不能超过 ${String(RELEASE_LIMITS.nameMax)} 个字` }),
    push_time: z.string({ error: '请选择上线时间' }).refine((text) => parseCmsTime(text) !== null, { error: '上线时间格式应为 YYYY-MM-DD HH:mm:ss，且须是真实存在的日期' }),
    note: z
      .string()
      .max(RELEASE_LIMITS.noteMax, { error: `说明不能超过 ${String(RELEASE_LIMITS.noteMax)} 个字` })
      .default(''),
    entries: z.array(RELEASE_ENTRY_REF_SCHEMA).max(RELEASE_LIMITS.entriesMax, { error: `一个批次至多 ${String(RELEASE_LIMITS.entriesMax)} 个条目` }).default([]),
    base_version: baseVersion,
  })
  .superRefine((value, ctx) => {
    const seen = new Set<string>();
    value.entries.forEach((entry, i) => {
      const key = `${entry.module}#${String(entry.id)}`;
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['entries', i], message: `条目 ID ${String(entry.id)} 重复加入` });
      seen.add(key);
    });
  });
export type ReleaseSave = z.input<typeof releaseSaveSchema>;
/** The body as the server reads it (defaults filled). */
export type ReleaseSaveBody = z.output<typeof releaseSaveSchema>;

/** The body of a release's other writes: which release, and the version it was based on. */
export const releaseActionSchema = z.object({ id: positiveId('批次 id'), base_version: baseVersion });
export type ReleaseAction = z.input<typeof releaseActionSchema>;

/** `PUT releases/publish/time`: the new time for every entry. */
export const releaseMoveSchema = releaseActionSchema.extend({
  push_time: z.string({ error: '请选择新的上线时间' }).refine((text) => parseCmsTime(text) !== null, { error: '上线时间格式应为 YYYY-MM-DD HH:mm:ss，且须是真实存在的日期' }),
});
export type ReleaseMove = z.input<typeof releaseMoveSchema>;

/**
 * `GET releases/list`'s query: every release (no query), those whose time falls in [from, to) (the calendar's range),
 * or those due within the next hours from the server's now (home's "due in 24 hours").
 */
export const releaseListQuerySchema = z
  .object({
    from: z.string().refine((text) => parseCmsTime(text) !== null, { error: '开始时间（from）格式应为 YYYY-MM-DD HH:mm:ss' }).optional(),
    to: z.string().refine((text) => parseCmsTime(text) !== null, { error: '结束时间（to）格式应为 YYYY-MM-DD HH:mm:ss' }).optional(),
    dueWithinHours: z.coerce.number({ error: 'dueWithinHours 必须是数字' }).int({ error: 'dueWithinHours 必须是整数' }).min(1, { error: 'dueWithinHours 至少为 1' }).max(168, { error: 'dueWithinHours 至多为 168（7 天）' }).optional(),
  })
  .refine((q) => (q.from === undefined) === (q.to === undefined), { error: 'from 与 to 须同时给出' });
/** The list's query as a caller sends it. */
export type ReleaseListQuery = z.input<typeof releaseListQuerySchema>;

/** A release's time must lie ahead (spec §5: a preset time must not be earlier than now); its message, or null. */
export function releaseTimeProblem(timeMs: number, nowMs: number): string | null {
  return timeMs < nowMs ? '上线时间早于当前时间，请重新设置' : null;
}

/** One entry of a release as its answers show it. */
export const RELEASE_ENTRY_SCHEMA = z.object({
  module: z.string(),
  /** The module with its app (理财 App · 闪屏). */
  moduleTitle: z.string(),
  recordId: ID,
  /** The entry's name when it was last seen (ID 12 when nothing names it). */
  title: z.string(),
  state: z.enum(RELEASE_ENTRY_STATES),
  /** Where it is in the console: its module screen, on the tab listing it. */
  link: z.string(),
});
export type ReleaseEntry = z.infer<typeof RELEASE_ENTRY_SCHEMA>;

export const RELEASE_SCHEMA = z.object({
  id: ID,
  name: z.string(),
  push_time: cmsTime,
  note: z.string(),
  owner: z.string(),
  state: z.enum(RELEASE_STATES),
  /** Its time has come (a scheduled release's entries should be live). */
  due: z.boolean(),
  version: ID,
  update_time: cmsTime,
  update_operator: z.string(),
  /** What stopped its last scheduling or move, in words (every entry was withdrawn again); null when nothing did. */
  stopped: z.string().nullable(),
  entries: z.array(RELEASE_ENTRY_SCHEMA),
});
export type Release = z.infer<typeof RELEASE_SCHEMA>;

/** A problem the whole-release check found: on one entry (its module and id, a link to it) or on the release itself. */
export const RELEASE_PROBLEM_SCHEMA = z.object({
  module: z.string().nullable(),
  recordId: ID.nullable(),
  /** 理财 App · 闪屏「双十一开屏」, or the release's name. */
  subject: z.string(),
  reason: z.string(),
  link: z.string().nullable(),
});
export type ReleaseProblem = z.infer<typeof RELEASE_PROBLEM_SCHEMA>;

/** `GET releases/check`: every problem at the release's time; none: it may be scheduled. */
export const RELEASE_CHECK_SCHEMA = z.object({ at: cmsTime, problems: z.array(RELEASE_PROBLEM_SCHEMA) });
export type ReleaseCheck = z.infer<typeof RELEASE_CHECK_SCHEMA>;

/** A write refused because of the check: the refusal's `data` lists the problems (code 1000, 发布失败). */
export const RELEASE_REFUSAL_SCHEMA = z.object({ problems: z.array(RELEASE_PROBLEM_SCHEMA) });
