/**
 * A module is one file of data: `remote-<area>/src/modules/<name>.module.ts` calls `defineModule`. Its screen, its
 * route, its link-page card, its validation and its mock endpoints all derive from what it says here.
 *
 * @example
 *   export const licensee = defineModule({
 *     area: 'wm', name: 'openLicencee', title: '持牌信息', apiBase: 'operation/common/account/licensee/',
 *     schedule: 'push_time',
 *     fields: [field.text('name', '持牌人名称', { required: true, inList: true }), field.text('number', '牌照编号', { required: true })],
 *   });
 */
import { z } from 'zod';
import { emptyValue, fieldSchema, fieldShapeProblem, type FieldDef, type FileFieldDef, type ImageFieldDef, type ModuleValues } from './fields';
import { SCHEDULE_FIELDS, SCHEDULE_LABELS, WORKFLOW_META_FIELDS, dialectEndpoint, freeScheduleNames, workflowPath, type ScheduleStep, type ScheduleVariant, type WorkflowAction, type LiveListDef, type WorkflowDialect, type WorkflowEndpoint, type WorkflowWording } from './workflow';
import { LIBRARIES } from '../libraries';
import { assertJumpTypesDeclared, clearStrayJumpTargets, jumpTargetRules } from './jumpTargets';
import { listFiltersProblem, type ListFilterDef } from './listFilters';
import { cmsTimeSchema } from '../dateRule';
import { formatCmsTime, parseCmsTime } from '../time';
import { normaliseUinList } from '../textRules';
import { BASE_VERSION_FIELD } from '../staleSave';
import type { EditListDef } from './editList';
import { conditionProblem, dropHiddenFields, hiddenFieldNames } from './visibleWhen';
import { AREA_BASE_PATHS, type AreaKey } from '../areas';

export { AREA_BASE_PATHS, type AreaKey } from '../areas';

/** A rule across fields: when `test` is false the form and the server refuse with `message` on `field`. */
export interface CrossFieldRule {
  field: string;
  message: string;
  test: (values: ModuleValues) => boolean;
}

export interface ModuleInput {
  area: AreaKey;
  /** Route segment and identity within the area. */
  name: string;
  title: string;
  description?: string;
  /** A line the module screen shows under its title, for what a person must know before editing (which pages it feeds). */
  notice?: string;
  /** The route under the area base; default `modules/<name>` (the wm and br push screens sit at `push`). */
  route?: string;
  /** The API base of the common pattern, e.g. `operation/common/splash/`. Several modules may share one base. */
  apiBase: string;
  /** Parameters sent with every call that pick this module's records at a shared base (e.g. `{ type: 'broker' }`). */
  scope?: Readonly<Record<string, string | number>>;
  /**
   * What a call that leaves a scope parameter out (or sends it empty) means at this base (spec §9: splash type defaults
   * to broker). Every module of a base declares the same (its shared base does); the module picked is then the one
   * whose scope has that value, for the routes and the permission gate alike (`pickModule`).
   */
  scopeDefaults?: Readonly<Record<string, string | number>>;
  /** Spec §7: save is POST, PUT for some modules. */
  saveMethod?: 'POST' | 'PUT';
  /** Endpoints this base names its own way (spec §7 recommend, hot/insider, home/common); the common pattern's otherwise. */
  dialect?: WorkflowDialect;
  fields: readonly FieldDef[];
  schedule: ScheduleVariant;
  /**
   * Which step takes the schedule's times (`stepTimes`). 'prepublish' (the default, spec §4 "pre-published (with a
   * preset time)"): a pre-publish presets them; publish goes live now (the first left out) or at the times sent.
   * 'publish' (modules §3, the temporary announcement: "on publish, start_time and end_time"): a pre-publish takes
   * none and the entry waits with none; publish must send every one, by the same rules (none before now, an end not
   * before its start, no overlap). A withdrawn entry waits with none again.
   */
  scheduleSetAt?: ScheduleStep;
  /** Spec §9: the pre-publish list is ordered by pre_time, effect_time or end_time per module. */
  prepublishOrderBy?: 'pre_time' | 'effect_time' | 'start_time' | 'end_time' | 'push_time';
  /** Field names shown as list columns (default: the fields marked `inList`). */
  listColumns?: readonly string[];
  /**
   * The fields that together say which entry this is, joined by · (entryTitle.ts): for a module whose title field
   * holds the slot's constant heading (市场参考), the heading and its picks (市场参考 · 美元见顶了吗 等 3 篇); for a
   * splash, its system, crowd and link. Default: the entry's first title or name field with text (issue 44, item 6).
   */
  entryName?: readonly string[];
  limits?: {
    /** At most this many entries in the pre-publish list. */
    maxPrepublished?: number;
    /** At most this many live (published or scheduled) at a time. */
    maxLive?: number;
    /**
     * Other modules (their keys) whose live entries count toward this module's `maxLive`: one limit shared by the
     * modules of one base (spec §9: 20 for the home common topics, whichever topic type).
     */
    maxLiveWith?: readonly string[];
    /**
     * How a publish past `maxLive` is refused, where the spec names it (home common topics: 1027, 发布数量已达上限
     * 20 个，请先下架专题); 1106 with the generic words otherwise.
     */
    maxLiveRefusal?: { code: number; message: string };
  };
  /**
   * Collections whose items may not be held by another module at the same time (spec §5: market-reference and
   * hot-subject articles must differ). Checked (disjoint.ts) on `add`, pre-publish and publish against the other
   * module's pre-published, scheduled and published entries; refused with 1019 and `message`, naming the items.
   */
  disjointWith?: readonly DisjointRule[];
  /** A collection also kept item by item: `add` one item to the draft, `list` it paged (spec §7 hot/insider; editList.ts). */
  editList?: EditListDef;
  /** The live entries form one ordered list the app shows (home common topics): reorder and edit it in place. */
  liveList?: LiveListDef;
  /** Filters shown above the lists and sent with the list query (spec §7 parameters; listFilters.ts). */
  listFilters?: readonly ListFilterDef[];
  /**
   * Windows of different entries may overlap (ads in several slots run side by side, rotated by weight). By default a
   * window overlapping another entry's is refused (spec §5, 1013): most windowed content shows one at a time.
   */
  windowsMayOverlap?: boolean;
  /** A published or past entry can be copied into a new draft (`POST publish/clone`; advertising's past reviews). */
  cloneable?: boolean;
  /**
   * Entries with equal values of `fields` configure one subject (a new share, a config key on a platform): a newer
   * one supersedes the older. Saving a draft for a subject that has another draft, a pre-published or a live entry
   * asks before it goes on (1041, naming where); saved with `overwrite`, the older pre-published ones are removed; the
   * live one goes to history when the newer goes live; the publish dialog shows what changes against it.
   */
  supersedes?: SupersedeRule;
  /** Field values that may not repeat an entry that is live (or about to be): 1019 with `message`. */
  uniqueWhileLive?: { fields: readonly string[]; message: string };
  rules?: readonly CrossFieldRule[];
  /** Quirks applied to the values before validation, in the form and on the server (e.g. a string to a number). */
  normalise?: (values: ModuleValues) => ModuleValues;
  /** Words of the screen: 发布 or 推送. */
  wording?: WorkflowWording;
  /** Spec §4: for some modules a 1015 on withdraw only refreshes the list. Default true. */
  withdrawConflictRefreshes?: boolean;
  /** Realistic rows the mock-server starts with: values, and where they sit in the workflow. */
  seed?: readonly ModuleSeed[];
  /** Screens that belong with the module, shown as buttons beside its title (candidate: 管理基金经理库). `to`: a full path. */
  links?: readonly { label: string; to: string }[];
}

export interface SupersedeRule {
  fields: readonly string[];
  /** What one subject is called in the question (同一新股, 同一配置键和平台). */
  subject: string;
}

export interface DisjointRule {
  /** A `ref` or `refList` field of this module. */
  field: string;
  /** The other module's key (`wm/hotSubject`). */
  module: string;
  message: string;
}

export interface ModuleSeed {
  values: ModuleValues;
  status: 'draft' | 'prepublished' | 'published' | 'history';
  /** Minutes from now of the preset time(s); negative for the past. Default: a day ahead (or ago, for history). */
  offsetMinutes?: number;
  operator?: string;
}

export interface ModuleDefinition extends Required<Pick<ModuleInput, 'route' | 'saveMethod' | 'wording' | 'withdrawConflictRefreshes'>>, Omit<ModuleInput, 'route' | 'saveMethod' | 'wording' | 'withdrawConflictRefreshes'> {
  /** `area/name`, unique across the back office. */
  key: string;
  /** The full route path, e.g. `/operation/wm/modules/splashScreen`. */
  path: string;
  listColumns: readonly string[];
  prepublishOrderBy: NonNullable<ModuleInput['prepublishOrderBy']>;
}

/**
 * Names a module's field may not take: the workflow's record fields — but for the window columns its schedule variant
 * never uses (freeScheduleNames) — and what a saved draft (`update_operator`, `version`) and a save (`base_version`)
 * carry beside the values: a field of that name would be overwritten by them.
 */
export function reservedFieldNames(variant: ScheduleVariant): ReadonlySet<string> {
  const free = new Set(freeScheduleNames(variant));
  return new Set<string>([...WORKFLOW_META_FIELDS.filter((name) => !free.has(name)), 'update_operator', 'version', BASE_VERSION_FIELD]);
}

export function defineModule(input: ModuleInput): ModuleDefinition {
  const names = input.fields.map((f) => f.name);
  const reserved = reservedFieldNames(input.schedule);
  const clash = names.find((n, i) => names.indexOf(n) !== i || reserved.has(n));
  if (clash) throw new Error(`模块 ${input.area}/${input.name}: 字段名 ${clash} 重复，或与流程、草稿版本字段同名`);
  for (const f of input.fields) {
    if ((f.kind !== 'ref' && f.kind !== 'refList') || (!f.filter && !f.filterFrom)) continue;
    const allowed = LIBRARIES[f.library].filters ?? [];
    const stranger = [...Object.keys(f.filter ?? {}), ...Object.keys(f.filterFrom ?? {})].find((key) => !allowed.includes(key));
    if (stranger) throw new Error(`模块 ${input.area}/${input.name}: 字段 ${f.name} 不能按 ${stranger} 筛选${LIBRARIES[f.library].title}`);
    const missing = Object.values(f.filterFrom ?? {}).find((name) => !names.includes(name));
    if (missing) throw new Error(`模块 ${input.area}/${input.name}: 字段 ${f.name} 的筛选来源 ${missing} 不是它的字段`);
  }
  for (const f of input.fields) {
    if (f.kind !== 'list' && f.kind !== 'refList') continue;
    const own = (f.itemFields ?? []).map((sub) => sub.name);
    const stray = f.itemRules?.find((rule) => !own.includes(rule.field));
    if (stray) throw new Error(`模块 ${input.area}/${input.name}: 字段 ${f.name} 的逐项规则指向 ${stray.field}，它不是该字段的项目字段`);
  }
  const strangeSubject = input.supersedes?.fields.find((name) => !names.includes(name));
  if (strangeSubject) throw new Error(`模块 ${input.area}/${input.name}: 替换规则的字段 ${strangeSubject} 不是它的字段`);
  const uneditable = input.liveList?.edit?.fields.find((name) => !names.includes(name));
  if (uneditable) throw new Error(`模块 ${input.area}/${input.name}: 上线后可修改的字段 ${uneditable} 不是它的字段`);
  if (input.editList) {
    const own = input.fields.find((f) => f.name === input.editList?.field);
    if (own?.kind !== 'refList') throw new Error(`模块 ${input.area}/${input.name}: 逐项编辑的字段 ${input.editList.field} 不是引用列表字段`);
    if (names.includes(input.editList.owner.param)) throw new Error(`模块 ${input.area}/${input.name}: 模块参数 ${input.editList.owner.param} 与字段同名`);
  }
  for (const rule of input.disjointWith ?? []) {
    const own = input.fields.find((f) => f.name === rule.field);
    if (own?.kind !== 'ref' && own?.kind !== 'refList') throw new Error(`模块 ${input.area}/${input.name}: 互斥规则的字段 ${rule.field} 不是引用字段`);
  }
  const filterProblem = listFiltersProblem(input.fields, input.listFilters ?? [], input.scope);
  if (filterProblem) throw new Error(`模块 ${input.area}/${input.name}: ${filterProblem}`);
  assertJumpTypesDeclared(input.fields);
  const condition = conditionProblem(input.fields);
  if (condition) throw new Error(`模块 ${input.area}/${input.name}: ${condition}`);
  const itemCondition = input.fields.flatMap((f) => (f.kind === 'refList' || f.kind === 'list' ? (f.itemFields ?? []) : [])).find((sub) => sub.visibleWhen);
  if (itemCondition) throw new Error(`模块 ${input.area}/${input.name}: 集合项的字段 ${itemCondition.name} 不能有显示条件（只用于模块的字段）`);
  const route = input.route ?? `modules/${input.name}`;
  const listColumns = input.listColumns ?? input.fields.filter((f) => f.inList).map((f) => f.name);
  const unknownColumn = listColumns.find((c) => !names.includes(c));
  if (unknownColumn) throw new Error(`模块 ${input.area}/${input.name}: 列 ${unknownColumn} 不是它的字段`);
  const unknownNamePart = (input.entryName ?? []).find((c) => !names.includes(c));
  if (unknownNamePart) throw new Error(`模块 ${input.area}/${input.name}: 条目名称的字段 ${unknownNamePart} 不是它的字段`);
  return {
    ...input,
    key: `${input.area}/${input.name}`,
    route,
    path: `${AREA_BASE_PATHS[input.area]}/${route}`,
    apiBase: input.apiBase.endsWith('/') ? input.apiBase : `${input.apiBase}/`,
    saveMethod: input.dialect?.save?.method === 'PUT' ? 'PUT' : (input.saveMethod ?? 'POST'),
    wording: input.wording ?? 'publish',
    withdrawConflictRefreshes: input.withdrawConflictRefreshes ?? true,
    listColumns,
    prepublishOrderBy: input.prepublishOrderBy ?? defaultPrepublishOrder(input),
  };
}

/** Spec §9: by effect or end time where the pre-published entries hold them; by pre_time otherwise. */
function defaultPrepublishOrder(input: Pick<ModuleInput, 'schedule' | 'scheduleSetAt'>): NonNullable<ModuleInput['prepublishOrderBy']> {
  // An entry whose times are set on publish waits with none: there is no time to order the pre-publish list by.
  if (input.scheduleSetAt === 'publish') return 'pre_time';
  return input.schedule === 'effect_dead' ? 'effect_time' : input.schedule === 'start_end' ? 'end_time' : 'pre_time';
}

/** The verb and path of an action at this module's base, in its dialect: the one adapter every caller goes through. */
export function moduleEndpoint(def: Pick<ModuleDefinition, 'apiBase' | 'dialect' | 'saveMethod'>, action: WorkflowAction, id?: number): WorkflowEndpoint {
  // A module's save verb is its own (spec §7: PUT for some), whatever base it shares.
  const method = action === 'save' ? def.saveMethod : dialectEndpoint(def.dialect, action).method;
  return { method, path: workflowPath(def.apiBase, action, id, def.dialect) };
}

/**
 * The schema of a module's values: every field, then its cross-field rules. Unknown keys are dropped, and so are the
 * fields that do not apply to the values (`visibleWhen`): those are neither checked nor kept.
 */
export function moduleSchema(def: ModuleDefinition): z.ZodType<ModuleValues> {
  const own = Object.fromEntries(def.fields.map((f) => [f.name, fieldSchema(f)]));
  // A conditional field may be absent (it does not apply); while it applies, the refinement below checks it as usual.
  const shape = Object.fromEntries(
    def.fields.map((f) => [f.name, f.visibleWhen ? fieldSchema(f).optional().describe(`仅当 ${f.visibleWhen.field} 为 ${f.visibleWhen.in.join(' / ')} 时适用`) : fieldSchema(f)]),
  );
  // A top-level jump target needs its sibling jump type: its checks are rules across the two, run for every module.
  const rules = [...jumpTargetRules(def.fields), ...(def.rules ?? [])];
  const conditional = def.fields.filter((f) => f.visibleWhen);
  const checked = z.object(shape).superRefine((values, ctx) => {
    const hidden = hiddenFieldNames(def.fields, values);
    for (const f of conditional) {
      if (hidden.has(f.name) || (values as ModuleValues)[f.name] !== undefined) continue;
      // Applies but missing: its own schema says what is wanted (请选择币种), as for any other field.
      for (const issue of own[f.name]?.safeParse(undefined).error?.issues ?? []) ctx.addIssue({ code: 'custom', path: [f.name], message: issue.message });
    }
    for (const rule of rules) {
      if (hidden.has(rule.field)) continue;
      // One message per mistake (issue 35): a rule speaks of a field only once the field's own checks pass — an empty
      // 生效日期 is 请输入生效日期, not also 格式应为 YYYY-MM-DD; a rate above its maximum is not also above another rate.
      const ownSchema = own[rule.field];
      if (ownSchema && !ownSchema.safeParse((values as ModuleValues)[rule.field]).success) continue;
      if (!rule.test(values as ModuleValues)) ctx.addIssue({ code: 'custom', path: [rule.field], message: rule.message });
    }
  });
  return z.preprocess((values) => dropHiddenFields(def.fields, values), checked) as unknown as z.ZodType<ModuleValues>;
}

/**
 * Values after the module's quirks, ready for validation (the form and the server call this alike). A jump target
 * left over from an earlier jump type is dropped first (the app would be sent it and be confused).
 */
export function normaliseValues(def: ModuleDefinition, values: ModuleValues): ModuleValues {
  const cleared = { ...clearStrayJumpTargets(def.fields, values) };
  // A UIN list is stored as the app reads it: full-width ；typed in a Chinese input method becomes ;.
  for (const f of def.fields) {
    const value = cleared[f.name];
    if (f.kind === 'uinList' && typeof value === 'string') cleared[f.name] = normaliseUinList(value);
  }
  return def.normalise ? def.normalise({ ...cleared }) : cleared;
}

export function emptyValues(def: ModuleDefinition): ModuleValues {
  return Object.fromEntries(def.fields.map((f) => [f.name, emptyValue(f)]));
}

export const PRESET_TIME_TOO_EARLY = '预设时间早于当前时间，请重新设置';

/**
 * Is a preset time (epoch ms) earlier than now (spec product §5, modules §5: "must not be earlier than now")? CMS times
 * have whole seconds, so a time within the current second is now, not earlier. No grace beyond that (issue 44, item
 * 22): "publish now" sends no time at all, and the defaults start minutes ahead.
 */
export function presetTimeTooEarly(ms: number, nowMs: number): boolean {
  return ms < Math.floor(nowMs / 1000) * 1000;
}

/**
 * The schema of a schedule's preset times (spec §5): each a valid time not before `now`; an end not before its
 * start. `allowNow` lets publish omit the time(s) to mean "now" (push_time) — windows still need their end.
 */
export function scheduleSchema(variant: ScheduleVariant, nowMs: number, options: { optional?: boolean } = {}) {
  const [first, second] = SCHEDULE_FIELDS[variant];
  const time = (name: string) => {
    const checked = cmsTimeSchema(SCHEDULE_LABELS[name] ?? name, 'datetime', { required: true })
      // A malformed time has only its format problem, not a second "earlier than now" one.
      .refine((v) => {
        const ms = parseCmsTime(v);
        return ms === null || !presetTimeTooEarly(ms, nowMs);
      }, PRESET_TIME_TOO_EARLY);
    return checked;
  };
  const shape: Record<string, z.ZodType> = {};
  shape[first] = options.optional ? time(first).optional() : time(first);
  if (second) shape[second] = time(second);
  return z.object(shape).superRefine((v: Record<string, unknown>, ctx) => {
    if (!second) return;
    const start = parseCmsTime(v[first]);
    const end = parseCmsTime(v[second]);
    if (start !== null && end !== null && end < start) {
      ctx.addIssue({ code: 'custom', path: [second], message: `${SCHEDULE_LABELS[second] ?? second}不能早于${SCHEDULE_LABELS[first] ?? first}` });
    }
  });
}

/** The schedule's time field names, e.g. ['effect_time', 'dead_time']. */
export function scheduleFields(def: Pick<ModuleDefinition, 'schedule'>): readonly string[] {
  return SCHEDULE_FIELDS[def.schedule];
}

/** One list, so a screen's hooks see the same one on every render. */
const NO_TIMES: readonly string[] = [];

/** The times one step of the workflow takes from a module (`scheduleSetAt`). */
export interface StepTimes {
  /** The time fields the step's dialog asks and its call carries; empty when the step takes none. */
  fields: readonly string[];
  /** Publish may leave the first out to go live now (a window still needs its end). */
  nowAllowed: boolean;
}

/**
 * What a pre-publish and a publish take of the module's times: the one reading of `scheduleSetAt` the dialogs, the
 * server, the lists and the contract document share.
 */
export function stepTimes(def: Pick<ModuleDefinition, 'schedule' | 'scheduleSetAt'>, step: ScheduleStep): StepTimes {
  const all = SCHEDULE_FIELDS[def.schedule];
  if (def.scheduleSetAt === 'publish') return step === 'publish' ? { fields: all, nowAllowed: false } : { fields: NO_TIMES, nowAllowed: false };
  return { fields: all, nowAllowed: step === 'publish' };
}

/**
 * The schema of the times a step's call carries (spec §5 via `scheduleSchema`): every asked time required, but the
 * first where publish may go live now. A step that takes none drops times sent anyway, as any unknown key.
 */
export function stepScheduleSchema(def: Pick<ModuleDefinition, 'schedule' | 'scheduleSetAt'>, step: ScheduleStep, nowMs: number): z.ZodType<Record<string, unknown>> {
  const asked = stepTimes(def, step);
  if (asked.fields.length === 0) return z.object({});
  return scheduleSchema(def.schedule, nowMs, { optional: asked.nowAllowed });
}

/** A default preset: the next whole minute plus `minutes` (and a day later for a window's end). */
export function defaultSchedule(def: Pick<ModuleDefinition, 'schedule'>, nowMs: number, minutes = 10): Record<string, string> {
  const start = Math.ceil(nowMs / 60_000) * 60_000 + minutes * 60_000;
  const [first, second] = SCHEDULE_FIELDS[def.schedule];
  return second ? { [first]: formatCmsTime(start), [second]: formatCmsTime(start + 24 * 3600_000) } : { [first]: formatCmsTime(start) };
}

/** A preset time or window other entries already hold (ms; `end` null for a push time). */
export interface TakenTime {
  start: number;
  end: number | null;
}

/**
 * The default preset of a new pre-publish that does not collide with what is already pre-published or live (spec §5:
 * preset times must not repeat or overlap): a push time moves on by a minute while it repeats one; a window starts
 * after the end of any window it would overlap. Modules whose windows may overlap keep the plain default.
 */
export function freeDefaultSchedule(def: Pick<ModuleDefinition, 'schedule' | 'windowsMayOverlap'>, nowMs: number, taken: readonly TakenTime[], minutes = 10): Record<string, string> {
  const MINUTE = 60_000;
  const DAY = 24 * 3600_000;
  let start = Math.ceil(nowMs / MINUTE) * MINUTE + minutes * MINUTE;
  const [first, second] = SCHEDULE_FIELDS[def.schedule];
  if (!second) {
    const used = new Set(taken.map((t) => t.start));
    while (used.has(start)) start += MINUTE;
    return { [first]: formatCmsTime(start) };
  }
  if (!def.windowsMayOverlap) {
    // Each step moves past one window's end, so it ends after at most one step per window.
    for (let step = 0; step <= taken.length; step += 1) {
      const end = start + DAY;
      const clash = taken.find((t) => t.end !== null && t.start < end && start < t.end);
      if (!clash || clash.end === null) break;
      start = Math.ceil(clash.end / MINUTE) * MINUTE;
    }
  }
  return { [first]: formatCmsTime(start), [second]: formatCmsTime(start + DAY) };
}

/** The module's fields whose values in `body` have the wrong JSON type (fieldShapeProblem), as field errors. */
export function valueShapeErrors(def: ModuleDefinition, body: Readonly<Record<string, unknown>>): { field: string; message: string }[] {
  // A field sent in the wrong JSON type is a malformed request, even where it does not apply (and would be dropped).
  return def.fields.flatMap((f) => {
    const problem = Object.hasOwn(body, f.name) ? fieldShapeProblem(f, body[f.name]) : undefined;
    return problem ? [{ field: f.name, message: problem }] : [];
  });
}

/**
 * The image slot a `upload/image` names: a field of the module, or `<collection>.<field>` for an image each item of a
 * collection carries (a candidate's photo, a carousel's 375×170 picture).
 */
export function imageFieldOf(def: ModuleDefinition, name: string): ImageFieldDef | undefined {
  const [outer, inner] = name.split('.');
  const top = def.fields.find((f) => f.name === outer);
  if (inner === undefined) return top?.kind === 'image' ? top : undefined;
  const sub = top?.kind === 'refList' || top?.kind === 'list' ? top.itemFields?.find((f) => f.name === inner) : undefined;
  return sub?.kind === 'image' ? { ...sub, name } : undefined;
}

/** The file field a `upload/file` names: a field of the module, or `<collection>.<field>` for a file each item carries. */
export function fileFieldOf(def: ModuleDefinition, name: string): FileFieldDef | undefined {
  const [outer, inner] = name.split('.');
  const top = def.fields.find((f) => f.name === outer);
  if (inner === undefined) return top?.kind === 'file' ? top : undefined;
  const sub = top?.kind === 'refList' || top?.kind === 'list' ? top.itemFields?.find((f) => f.name === inner) : undefined;
  return sub?.kind === 'file' ? { ...sub, name } : undefined;
}
