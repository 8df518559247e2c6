/**
 * The common publish workflow (spec §4, §7) as data: its states, its records and its endpoints at a module's base.
 *
 *   draft ──save──▶ draft ──prepublish──▶ prepublished ──publish──▶ scheduled ──(time)──▶ published
 *                                          ▲    │ delete                 │ cancel            │ cancel │ out
 *                                          └────┴────────────────────────┴───────────────────┘        ▼
 *                                                                                              history (also when dead/end time passes)
 */
import { z } from 'zod';
import { CMS_TIME_PATTERN } from '../time';
import { isCallAllowed } from '../roles';

export const WORKFLOW_STATUSES = ['prepublished', 'scheduled', 'published', 'history'] as const;
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];

export const STATUS_LABELS: Record<WorkflowStatus, string> = {
  prepublished: '预发布',
  scheduled: '待生效',
  published: '已发布',
  history: '历史',
};

/** How a module schedules going live (spec §7: push_time, effect_time/dead_time, start_time/end_time). */
export type ScheduleVariant = 'push_time' | 'effect_dead' | 'start_end';

export const SCHEDULE_FIELDS: Record<ScheduleVariant, readonly [string] | readonly [string, string]> = {
  push_time: ['push_time'],
  effect_dead: ['effect_time', 'dead_time'],
  start_end: ['start_time', 'end_time'],
};

/**
 * The step of the workflow whose dialog and call take a module's schedule times: a pre-publish with its preset time
 * (spec §4, the default), or the publish (modules §3, the temporary announcement: "on publish, start_time and end_time").
 */
export type ScheduleStep = 'prepublish' | 'publish';

export const SCHEDULE_LABELS: Record<string, string> = {
  push_time: '预设发布时间',
  effect_time: '生效时间',
  dead_time: '失效时间',
  start_time: '开始时间',
  end_time: '结束时间',
};

const recordText = z.string().nullable();
/** A record time in the CMS format (`YYYY-MM-DD HH:mm:ss`, spec §8), or null while it has none. */
const recordTime = z.string().regex(new RegExp(CMS_TIME_PATTERN)).nullable();

/**
 * The record fields of spec §3, on every row a workflow list returns, beside the module's own fields. A zod schema so
 * that the OpenAPI document (`pnpm contract`) and the conformance kit read the same shape the type is inferred from.
 */
export const WORKFLOW_META_SCHEMA = z.object({
  id: z.number().int(),
  status: z.enum(WORKFLOW_STATUSES),
  pre_operator: recordText,
  pre_time: recordTime,
  push_operator: recordText,
  push_time: recordTime,
  effect_time: recordTime,
  dead_time: recordTime,
  start_time: recordTime,
  end_time: recordTime,
  update_time: recordTime,
  remove_operator: recordText,
  remove_time: recordTime,
  /** 1 when the scheduler applied a due change late (the server was down at the time). */
  late: z.union([z.literal(0), z.literal(1)]),
  /** 1-based place among the live entries of a module whose live list is ordered (`liveList`); null otherwise. */
  live_position: z.number().int().nullable(),
});

export type WorkflowMeta = z.infer<typeof WORKFLOW_META_SCHEMA>;

/**
 * The version the console's server puts on every draft, entry and library item it passes to a screen (shell/server/console/guard:
 * no `/v2/cms` backend has one): sent back as `base_version` by an edit, so a stale one is refused (staleSave.ts).
 */
export interface ConsoleVersion {
  version?: number;
}

export type WorkflowRow = WorkflowMeta & ConsoleVersion & Record<string, unknown>;

/** What a saved draft carries beside the module's fields: when and by whom it was last saved. */
export const DRAFT_META_SCHEMA = z.object({ update_time: recordTime, update_operator: recordText });

/** The saved draft (`GET content`, and what a save answers): the module's fields, or null when nothing is saved. */
export type DraftRow = (Record<string, unknown> & z.infer<typeof DRAFT_META_SCHEMA> & ConsoleVersion) | null;

/** What a write over several entries answers (delete pre-published, take off shelf, the live order): their ids. */
export const ENTRY_IDS_ANSWER_SCHEMA = z.object({ ids: z.array(z.number().int()) });
export type EntryIdsAnswer = z.infer<typeof ENTRY_IDS_ANSWER_SCHEMA>;

/** The record fields every row carries. */
export const WORKFLOW_META_FIELDS = Object.keys(WORKFLOW_META_SCHEMA.shape) as readonly (keyof WorkflowMeta)[];

/**
 * The window columns a module of this schedule variant never uses (a push_time module's effect/dead and start/end
 * times): its own fields may take those names (financingOrder's `end_time`, spec modules.md §3), and its rows then
 * carry the field's value under the name instead of an always-empty workflow column. `push_time` is never free: every
 * entry records when it went live there.
 */
export function freeScheduleNames(variant: ScheduleVariant): readonly string[] {
  const own = new Set<string>(SCHEDULE_FIELDS[variant]);
  return (Object.keys(SCHEDULE_FIELDS) as ScheduleVariant[]).flatMap((v) => SCHEDULE_FIELDS[v]).filter((name) => name !== 'push_time' && !own.has(name));
}

/** Every call of the common pattern, relative to the module's base. `:id` is a path parameter. */
export const WORKFLOW_ENDPOINTS = {
  content: { method: 'GET', path: 'content' },
  save: { method: 'POST', path: 'save' },
  prepublish: { method: 'POST', path: 'prepublish' },
  reprepublish: { method: 'PUT', path: 'prepublish/:id' },
  prepublishList: { method: 'GET', path: 'prepublish/list' },
  prepublishDelete: { method: 'POST', path: 'prepublish/delete' },
  detail: { method: 'GET', path: 'detail/:id' },
  publish: { method: 'POST', path: 'publish' },
  cancel: { method: 'PUT', path: 'publish/cancel' },
  publishedList: { method: 'GET', path: 'publish/list' },
  out: { method: 'PUT', path: 'publish/out' },
  history: { method: 'GET', path: 'publish/history' },
} as const satisfies Record<string, { method: 'GET' | 'POST' | 'PUT'; path: string }>;

export type WorkflowAction = keyof typeof WORKFLOW_ENDPOINTS;

export interface WorkflowEndpoint {
  method: 'GET' | 'POST' | 'PUT';
  /** Relative to the module's base; `:id` is a path parameter. */
  path: string;
}

/**
 * A base that does not speak the common pattern (spec §7: recommend articles' `add`/`modify`/`offshell`, hot and
 * insider's PUT save and POST `publish/remove`) names its own endpoint for some actions; the rest stay common. The
 * action keeps its meaning — its body, its answer, and the role rule of the common call it stands for — only its
 * verb and path differ. The client's adapter (`moduleEndpoint`) and mock-server's routes read the same table.
 */
export type WorkflowDialect = Readonly<Partial<Record<WorkflowAction, WorkflowEndpoint>>>;

/**
 * A live list the app shows in the order staff set (spec §7 home/common: `publish/position/save`, `showtime/update`).
 * Newly published entries join at the top; staff reorder the live entries and change the fields named in `edit`
 * (a card's show time) without publishing again. Both calls change what the app shows, so the role rule judges them
 * as publishing (an editor may not).
 */
export interface LiveListDef {
  /** Body `{ids}`: every live entry's id, in display order. */
  order: WorkflowEndpoint;
  /** Body `{id, …fields}`: new values of these fields for one live entry. */
  edit?: { fields: readonly string[]; endpoint: WorkflowEndpoint; title: string };
}

/** Paging and ordering of the three lists (spec §9). */
export interface WorkflowListQuery {
  currPage: number;
  pageSize: number;
  orderBy?: string;
  order?: 'asc' | 'desc';
}

/** Bodies of the calls that change state. Scope parameters ride along in every body and query. */
export interface PublishBody {
  id: number;
  /** Omitted: go live now. */
  push_time?: string;
  effect_time?: string;
  dead_time?: string;
  start_time?: string;
  end_time?: string;
}
export interface IdsBody {
  ids: number[];
}

/** Chinese words of a module's screens; push modules say 推送 where others say 发布 (spec §2: pre-push, already pushed). */
export const WORKFLOW_WORDING = {
  publish: {
    edit: '编辑',
    prepublish: '预发布',
    prepublishList: '预发布列表',
    publish: '发布',
    published: '已发布',
    history: '历史记录',
  },
  push: {
    edit: '编辑',
    prepublish: '预推送',
    prepublishList: '预推送列表',
    publish: '推送',
    published: '已推送',
    history: '推送历史',
  },
} as const;
export type WorkflowWording = keyof typeof WORKFLOW_WORDING;

/** The success toasts of spec §7, per action. */
export function successMessage(action: WorkflowAction | 'delete' | 'liveOrder' | 'liveEdit' | 'clone', wording: WorkflowWording = 'publish'): string {
  const w = WORKFLOW_WORDING[wording];
  switch (action) {
    case 'save':
    case 'liveEdit':
      return '保存成功';
    case 'liveOrder':
      return '顺序已保存';
    case 'clone':
      return '已复制为草稿，请在编辑页修改后预发布';
    case 'prepublish':
      return `${w.prepublish}成功`;
    case 'reprepublish':
      return `保存并${w.prepublish}成功`;
    case 'publish':
      return `${w.publish}成功`;
    case 'cancel':
      return '撤回成功';
    case 'out':
      return '下架成功';
    case 'delete':
    case 'prepublishDelete':
      return '删除成功';
    default:
      return '操作成功';
  }
}

/** The endpoint of an action in a dialect (the common pattern's where the dialect says nothing). */
export function dialectEndpoint(dialect: WorkflowDialect | undefined, action: WorkflowAction): WorkflowEndpoint {
  return dialect?.[action] ?? WORKFLOW_ENDPOINTS[action];
}

/**
 * Does the endpoint leave the entry's id out of its path (spec §7 recommend's `PUT modify`, where `prepublish/{id}` has
 * it in the path)? Then the id rides as `id` in the body (the query of a GET). The client's adapter and mock-server's
 * routes both ask this.
 */
export function idTravelsInBody(endpoint: WorkflowEndpoint): boolean {
  return !endpoint.path.includes(':id');
}

/**
 * The API path of an action at a base (`operation/common/splash/` + `publish`), `:id` filled when given; in the
 * base's dialect when one is given.
 */
export function workflowPath(apiBase: string, action: WorkflowAction, id?: number, dialect?: WorkflowDialect): string {
  const base = apiBase.endsWith('/') ? apiBase : `${apiBase}/`;
  const path = dialectEndpoint(dialect, action).path.replace(':id', id === undefined ? ':id' : String(id));
  return `${base}${path}`;
}

/**
 * The common-pattern path a dialect's call stands for (`…/recommend/articles/offshell` → `…/publish/out`), so the role
 * rule of spec §6 judges what the call does, not what it is called: an editor may not pre-publish through `add`.
 * Paths that are no dialect endpoint come back as they are.
 */
/**
 * Copies a published or past entry into the edit list as a new draft (spec §7 advertising `publish/clone`,
 * `{id, overwrite?}` → DraftRow). It writes only the draft, so the role rule judges it as a save.
 */
export const CLONE_ENDPOINT: WorkflowEndpoint = { method: 'POST', path: 'publish/clone' };

/** The calls a base has besides the common pattern's: its dialect, its live-list calls, a clone. */
export interface BaseExtraCalls {
  apiBase: string;
  dialect?: WorkflowDialect;
  liveList?: LiveListDef;
  cloneable?: boolean;
  /** The edit list's item calls (editList.ts): `add` writes the draft, so it is judged as a save. */
  editList?: { add: WorkflowEndpoint; list: WorkflowEndpoint };
}

export function matchesEndpoint(endpoint: WorkflowEndpoint, method: string, rest: string): boolean {
  const pattern = endpoint.path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(':id', '[^/]+');
  return endpoint.method === method.toUpperCase() && new RegExp(`^${pattern}$`).test(rest);
}

export function commonPatternCall(base: BaseExtraCalls, method: string, path: string): { method: string; path: string } {
  const { apiBase, dialect = {}, liveList } = base;
  const rest = path.replace(/^\/+/, '').slice(apiBase.length);
  const matches = (endpoint: WorkflowEndpoint) => matchesEndpoint(endpoint, method, rest);
  for (const [action, endpoint] of Object.entries(dialect) as [WorkflowAction, WorkflowEndpoint][]) {
    if (matches(endpoint)) return { method: WORKFLOW_ENDPOINTS[action].method, path: workflowPath(apiBase, action, 0) };
  }
  // Reordering or editing the live list changes what the app shows: judged as a publish.
  if (liveList && [liveList.order, liveList.edit?.endpoint].some((endpoint) => endpoint && matches(endpoint))) {
    return { method: WORKFLOW_ENDPOINTS.publish.method, path: workflowPath(apiBase, 'publish') };
  }
  if (base.cloneable && matches(CLONE_ENDPOINT)) return { method: WORKFLOW_ENDPOINTS.save.method, path: workflowPath(apiBase, 'save') };
  if (base.editList && matches(base.editList.add)) return { method: WORKFLOW_ENDPOINTS.save.method, path: workflowPath(apiBase, 'save') };
  return { method, path };
}

/** May this role perform the action? The same rule the server enforces, so a button shows only when it would work. */
export function canPerform(role: string | undefined, apiBase: string, action: WorkflowAction, method?: string): boolean {
  return isCallAllowed(role, method ?? WORKFLOW_ENDPOINTS[action].method, workflowPath(apiBase, action, 0));
}

