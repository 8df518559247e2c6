/**
 * Every call of the console service (issue 43), as its OpenAPI document (`shell/openapi/console-openapi.json`, `pnpm
 * contract`) describes it: what the console offers beyond `/v2/cms`, served by the shell's own server under
 * CONSOLE_API_PREFIX. Query parameters come from the contract's zod schemas where the call reads one; the answer is the
 * contract's zod schema of its `data` (consoleAnswers.ts). `consoleDocument.test.ts` proves this list and the routes the service registers are
 * the same, so a call added to one and not the other fails CI.
 */
import type { z } from 'zod';
import {
  AUDIT_API,
  AUDIT_MODULE_SCHEMA,
  AUDIT_RECORD_SCHEMA,
  CONTRACT_ANSWER_SCHEMA,
  ENTRY_HIT_SCHEMA,
  HOME_ACTIVITY_SCHEMA,
  HOME_DRAFTS_SCHEMA,
  HOME_OVERVIEW_SCHEMA,
  LIBRARY_ITEM_SCHEMA,
  LIBRARY_USAGE_SCHEMA,
  LIVE_COUNTERPART_SCHEMA,
  RELEASE_API,
  RELEASE_CHECK_SCHEMA,
  RELEASE_PATH,
  RELEASE_SCHEMA,
  ENTRY_IDS_ANSWER_SCHEMA,
  releaseActionSchema,
  releaseListQuerySchema,
  releaseMoveSchema,
  releaseSaveSchema,
  SCHEDULE_ANSWER_SCHEMA,
  AUDIT_PATH,
  CONSOLE_API,
  CONSOLE_SEARCH_API,
  CONTRACT_CHECK_API,
  HOME_API,
  LIBRARIES,
  LIBRARY_KEYS,
  SCHEDULE_API,
  SCHEDULE_PATH,
  entrySearchQuerySchema,
  LIBRARY_IDS_PER_CALL,
  LIBRARY_SEARCH_LIMIT,
  libraryItemsPath,
  libraryUsagePath,
  scheduleQuerySchema,
} from 'shared-ui/contract';
import { CONTRACT_PAGE_PATH } from '../../../src/contract/contractPage';

export interface ConsoleQueryParam {
  name: string;
  description: string;
  required?: boolean;
}

export interface ConsoleCall {
  method: 'GET' | 'POST' | 'PUT';
  /** Relative to CONSOLE_API_PREFIX. */
  path: string;
  /** What it answers (Chinese: integrators and the contract page read it). */
  summary: string;
  /** Who may ask: every session, or the menu paths that own it (the permission gate's question). */
  owners: 'every session' | 'the named module' | readonly string[];
  query?: z.ZodType | readonly ConsoleQueryParam[];
  /** A write's JSON body, as the contract's schema reads it. */
  body?: z.ZodType;
  /** The `data` of its code-0 answer, named under the document's components (absent for a file). */
  answer?: ConsoleAnswer;
  /** The answer is a file, not the envelope. */
  file?: 'text/csv';
}

/** An answer's schema (shared-ui/contract consoleAnswers.ts), its name in the document, and how `data` holds it. */
export interface ConsoleAnswer {
  name: string;
  schema: z.ZodType;
  /** `many`: a list of it; `paged`: `{list, total, currPage, pageSize}` of it; else it. */
  holds?: 'many' | 'paged';
}

const answer = (name: string, schema: z.ZodType, holds?: ConsoleAnswer['holds']): ConsoleAnswer => ({ name, schema, ...(holds ? { holds } : {}) });
const AUDIT_RECORDS = answer('AuditRecord', AUDIT_RECORD_SCHEMA, 'paged');

const AUDIT_FILTER: readonly ConsoleQueryParam[] = [
  { name: 'account', description: '操作人账号（包含即可）' },
  { name: 'module', description: '模块键（如 wm/splashScreen）或自定义页面键（articles、funds …）' },
  { name: 'action', description: '操作（AUDIT_ACTIONS 之一）' },
  { name: 'from', description: '起始时间：YYYY-MM-DD 或 YYYY-MM-DD HH:mm:ss（北京时间）' },
  { name: 'to', description: '结束时间：YYYY-MM-DD（当天结束）或 YYYY-MM-DD HH:mm:ss' },
];
const PAGING: readonly ConsoleQueryParam[] = [
  { name: 'currPage', description: '页码，从 1 开始' },
  { name: 'pageSize', description: '每页条数，至多 100' },
];

const RELEASE = answer('Release', RELEASE_SCHEMA);
const RELEASE_ID: readonly ConsoleQueryParam[] = [{ name: 'id', description: '发布批次 id', required: true }];
const RELEASE_CALLS: readonly ConsoleCall[] = [
  {
    method: 'GET',
    path: RELEASE_API.list,
    summary: '发布批次列表，每个条目当前所处状态：全部（上线时间从晚到早），或某时间段内的（从早到晚：日历），或今后若干小时内到时间的（首页）',
    owners: [RELEASE_PATH],
    query: releaseListQuerySchema,
    answer: answer('Release', RELEASE_SCHEMA, 'many'),
  },
  { method: 'GET', path: RELEASE_API.detail, summary: '一个发布批次：条目按最新读取的状态（上线后可见每个条目是否按时上线）', owners: [RELEASE_PATH], query: RELEASE_ID, answer: RELEASE },
  { method: 'GET', path: RELEASE_API.check, summary: '整体检查：在批次时间逐个条目检查权限、预发布状态、时间、冲突、同时上线上限与所选内容，列出全部问题', owners: [RELEASE_PATH], query: RELEASE_ID, answer: answer('ReleaseCheck', RELEASE_CHECK_SCHEMA) },
  { method: 'POST', path: RELEASE_API.save, summary: '新建或修改（准备中的）发布批次：名称、上线时间、说明与条目；须带 base_version（新建除外）', owners: [RELEASE_PATH], body: releaseSaveSchema, answer: RELEASE },
  { method: 'POST', path: RELEASE_API.delete, summary: '删除准备中或已下架的发布批次（不改动条目）', owners: [RELEASE_PATH], body: releaseActionSchema, answer: answer('EntryIds', ENTRY_IDS_ANSWER_SCHEMA) },
  {
    method: 'POST',
    path: RELEASE_API.publish,
    summary: '安排发布：先整体检查（有问题则 code 1000，data.problems 列出），再以批次时间逐个调用条目模块的 POST publish；任一被拒则撤回已安排的条目（code 1000，data 为批次）',
    owners: [RELEASE_PATH],
    body: releaseActionSchema,
    answer: RELEASE,
  },
  { method: 'PUT', path: RELEASE_API.move, summary: '改期：在新时间整体检查后逐个撤回并以新时间重新发布；失败则恢复原时间', owners: [RELEASE_PATH], body: releaseMoveSchema, answer: RELEASE },
  { method: 'PUT', path: RELEASE_API.cancel, summary: '撤回：上线前逐个调用 PUT publish/cancel，条目回到预发布列表', owners: [RELEASE_PATH], body: releaseActionSchema, answer: RELEASE },
  { method: 'PUT', path: RELEASE_API.out, summary: '下架：上线后逐个调用 PUT publish/out', owners: [RELEASE_PATH], body: releaseActionSchema, answer: RELEASE },
];

export const CONSOLE_CALLS: readonly ConsoleCall[] = [
  {
    method: 'GET',
    path: CONSOLE_API.liveCounterparts,
    summary: '发布前对比：该模块当前线上、将被新条目替换的内容（经模块自己的 publish/list 读取）',
    owners: 'the named module',
    query: [
      { name: 'module', description: '模块键', required: true },
      { name: 'subject', description: '按替换规则字段区分的对象（JSON），模块有替换规则时必填' },
    ],
    answer: answer('LiveCounterpart', LIVE_COUNTERPART_SCHEMA, 'many'),
  },
  { method: 'GET', path: AUDIT_API.records, summary: '操作审计记录（新的在前），可按操作人、模块、操作与时间筛选', owners: [AUDIT_PATH], query: [...AUDIT_FILTER, ...PAGING], answer: AUDIT_RECORDS },
  { method: 'GET', path: AUDIT_API.export, summary: '按同样的筛选导出操作审计（CSV，UTF-8 带 BOM，中文表头）', owners: [AUDIT_PATH], query: AUDIT_FILTER, file: 'text/csv' },
  { method: 'GET', path: AUDIT_API.modules, summary: '有审计记录的模块与页面（筛选项）', owners: [AUDIT_PATH], answer: answer('AuditModule', AUDIT_MODULE_SCHEMA, 'many') },
  {
    method: 'GET',
    path: AUDIT_API.entry,
    summary: '一个模块（或其中一个条目）的修改记录',
    owners: 'the named module',
    query: [{ name: 'module', description: '模块键', required: true }, { name: 'entryId', description: '条目 id（不填：整个模块）' }, ...PAGING],
    answer: AUDIT_RECORDS,
  },
  { method: 'GET', path: AUDIT_API.activity, summary: '首页「最近动态」：本账号可访问范围内最新的修改', owners: 'every session', answer: answer('HomeActivity', HOME_ACTIVITY_SCHEMA) },
  {
    method: 'GET',
    path: SCHEDULE_API.list,
    summary: '发布日历：时间段内各模块预发布、定时发布、已上线的条目与冲突（来自条目索引，含数据更新时间）',
    owners: [SCHEDULE_PATH],
    query: scheduleQuerySchema,
    answer: answer('ScheduleAnswer', SCHEDULE_ANSWER_SCHEMA),
  },
  {
    method: 'GET',
    path: CONTRACT_CHECK_API.answer,
    summary: '接口检查（CMS_CONTRACT_CHECK）：一次后端调用是约定中的哪个操作，及其成功答复的结构（仅含引用到的命名结构）；不是约定中的调用为 null。仅超级管理员',
    owners: [CONTRACT_PAGE_PATH],
    query: [
      { name: 'method', description: 'GET、POST、PUT 或 DELETE', required: true },
      { name: 'path', description: '接口前缀之后的路径（如 article/detail）', required: true },
    ],
    answer: answer('ContractAnswer', CONTRACT_ANSWER_SCHEMA),
  },
  { method: 'GET', path: HOME_API.overview, summary: '首页需要关注的内容（来自条目索引，含数据更新时间）', owners: 'every session', answer: answer('HomeOverview', HOME_OVERVIEW_SCHEMA) },
  { method: 'GET', path: HOME_API.drafts, summary: '首页「我的草稿」的全部：本账号最后保存、尚未预发布的草稿，按保存时间从新到旧', owners: 'every session', answer: answer('HomeDrafts', HOME_DRAFTS_SCHEMA) },
  { method: 'GET', path: CONSOLE_SEARCH_API.entries, summary: '按标题搜索可访问模块的预发布、定时发布与已上线条目', owners: 'every session', query: entrySearchQuerySchema, answer: answer('EntryHit', ENTRY_HIT_SCHEMA, 'paged') },
  ...RELEASE_CALLS,
  ...LIBRARY_KEYS.map(
    (key): ConsoleCall => ({
      method: 'GET',
      path: libraryItemsPath(key),
      summary: `选择器：${LIBRARIES[key].title}的条目，按文字搜索（至多 limit 条，最相关的在前）或按键查询（ids，按所问顺序）；经 /v2/cms 的列表读取。亦对可使用从该库选取内容的模块的账号开放`,
      owners: LIBRARIES[key].owners,
      query: [
        { name: 'search', description: '搜索文字（至多 64 个字；不填：全部）' },
        { name: 'limit', description: `至多返回几条，1–${String(LIBRARY_SEARCH_LIMIT.max)}，默认 ${String(LIBRARY_SEARCH_LIMIT.default)}` },
        { name: 'ids', description: `按键查询，逗号分隔，一次至多 ${String(LIBRARY_IDS_PER_CALL)} 个` },
        ...(LIBRARIES[key].filters ?? []).map((name) => ({ name, description: '库的筛选条件（多个值逗号分隔，任一即可）' })),
      ],
      answer: answer('LibraryItem', LIBRARY_ITEM_SCHEMA, 'many'),
    }),
  ),
  ...LIBRARY_KEYS.map(
    (key): ConsoleCall => ({
      method: 'GET',
      path: libraryUsagePath(key),
      summary: `${LIBRARIES[key].title}中一项被哪些条目与草稿使用（来自条目索引）`,
      owners: LIBRARIES[key].owners,
      query: [{ name: 'id', description: `${LIBRARIES[key].itemName}的键`, required: true }],
      answer: answer('LibraryUsage', LIBRARY_USAGE_SCHEMA),
    }),
  ),
];
