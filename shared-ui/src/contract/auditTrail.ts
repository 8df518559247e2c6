/**
 * The one audit trail (issue 33): every change a person makes to content, libraries, approvals, H5 releases or
 * permissions is one record — who, when, which module (key and menu path), which entry, what action, and the changed
 * fields before → after. mock-server writes it in the same transaction as the change; `/audit` (super admins only)
 * searches and exports it, and each entry's 修改记录 reads the records of that one entry, gated by its module's path.
 *
 * @example
 *   GET audit/records?module=wm/splashScreen&action=publish&from=2026-11-01%2000:00:00&currPage=1&pageSize=20
 *   GET audit/records/export?module=wm/splashScreen            → text/csv (UTF-8 with BOM)
 *   GET audit/records/modules                                   → AuditModule[] (the module filter's choices)
 *   GET audit/entry?module=wm/splashScreen&entryId=12          → Paged<AuditRecord>, gated by the module's path
 */
import type { z } from 'zod';
import type { AUDIT_MODULE_SCHEMA, AUDIT_RECORD_SCHEMA } from './consoleAnswers';
import { FUND_LIBRARY_PATH } from './funds';
import { MANAGER_LIBRARY_PATH } from './managers';
import type { ModuleDefinition } from './module/defineModule';
import { OTHER_NEWS_PATH } from './otherStockNewsCalls';
import { PERMISSION_ADMIN_PATH } from './permissionAdmin';
import { RELEASE_PATH } from './permissionPaths';
import { STOCK_NEWS_PATH } from './stockNewsCalls';

import { AUDIT_PATH } from './auditPath';
import { HOME_ACTIVITY_CALL } from './homeOverview';

/** The audit screen's route: super admins only (`mayOpenPath`, the menu's `superAdminOnly`). */
export { AUDIT_PATH };

/**
 * The trail's calls: the console service's (under CONSOLE_API_PREFIX, `consoleApi`), not the backend's. The shell's
 * server records every change that passes through it (issue 43), so the trail is the same on any `/v2/cms`.
 */
export const AUDIT_API = {
  /** `GET`: Paged<AuditRecord> of the filter (AuditFilter + currPage, pageSize); owner AUDIT_PATH. */
  records: 'audit/records',
  /** `GET`: the same filter as CSV, newest first, at most AUDIT_EXPORT_LIMIT rows; owner AUDIT_PATH. */
  export: 'audit/records/export',
  /** `GET`: AuditModule[], every place the trail has records of (the module filter's choices); owner AUDIT_PATH. */
  modules: 'audit/records/modules',
  /** `GET`: Paged<AuditRecord> of one module (`module`), or of one entry of it (`entryId`); owner the module's path. */
  entry: 'audit/entry',
  /** `GET`: Paged<AuditRecord>, the newest changes in the places the account may open (the home page's 最近动态). */
  activity: HOME_ACTIVITY_CALL,
} as const;

/** A CSV export stops here: a bigger one is a sign the filter is too wide (the screen says so). */
export const AUDIT_EXPORT_LIMIT = 50_000;
/** The pages the trail's grid offers; the server refuses any other size above the largest. */
export const AUDIT_PAGE_SIZES = [20, 50, 100] as const;

export const AUDIT_ACTIONS = [
  'save',
  'prepublish',
  'reprepublish',
  'publish',
  'withdraw',
  'offShelf',
  'offShelfApply',
  'delete',
  'clone',
  'liveEdit',
  'liveOrder',
  'create',
  'update',
  'restore',
  'approve',
  'reject',
  'release',
  'permission',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export const AUDIT_ACTION_LABELS: Readonly<Record<AuditAction, string>> = {
  save: '保存',
  prepublish: '预发布',
  reprepublish: '保存并重新预发布',
  publish: '发布',
  withdraw: '撤回',
  offShelf: '下架',
  offShelfApply: '申请下架',
  delete: '删除',
  clone: '复制为草稿',
  liveEdit: '上线后修改',
  liveOrder: '调整上线顺序',
  create: '新增',
  update: '修改',
  restore: '恢复',
  approve: '审批通过',
  reject: '审批驳回',
  release: 'H5 发布操作',
  permission: '权限变更',
};

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && (AUDIT_ACTIONS as readonly string[]).includes(value);
}

/** What the trail calls a place that is not a common-pattern module: its key, title and the menu path that owns it. */
export type AuditModule = z.infer<typeof AUDIT_MODULE_SCHEMA>;

/** The custom screens' places (libraries, approvals, H5 releases, permissions); modules add theirs by `def.key`. */
export const AUDIT_CUSTOM_MODULES: readonly AuditModule[] = [
  { key: 'articles', title: '文章库', path: '/articles/library' },
  { key: 'information', title: '资讯库', path: '/articles/information' },
  { key: 'funds', title: '基金管理', path: FUND_LIBRARY_PATH },
  { key: 'managers', title: '基金经理库', path: MANAGER_LIBRARY_PATH },
  { key: 'stockNews', title: '个股资讯', path: STOCK_NEWS_PATH },
  { key: 'otherStockNews', title: '其他个股资讯', path: OTHER_NEWS_PATH },
  { key: 'h5', title: 'H5 文件发布系统', path: '/h5/relesesystem' },
  { key: 'permission', title: '权限管理', path: PERMISSION_ADMIN_PATH },
  { key: 'releases', title: '发布批次', path: RELEASE_PATH },
];

/** Every place the trail knows: the custom ones, then each module (its key, title and route path). */
export function auditModules(modules: readonly ModuleDefinition[]): AuditModule[] {
  return [...AUDIT_CUSTOM_MODULES, ...modules.map((def) => ({ key: def.key, title: def.title, path: def.path }))];
}

export function findAuditModule(modules: readonly ModuleDefinition[], key: unknown): AuditModule | undefined {
  if (typeof key !== 'string') return undefined;
  return AUDIT_CUSTOM_MODULES.find((m) => m.key === key) ?? modules.find((def) => def.key === key);
}

/** One record of the trail as the calls answer it. Times are CMS wall time (Asia/Shanghai). */
export type AuditRecord = z.infer<typeof AUDIT_RECORD_SCHEMA>;

/** The trail's search: every part optional; times are CMS wall time, `to` inclusive. */
export interface AuditFilter {
  account?: string;
  module?: string;
  action?: AuditAction;
  from?: string;
  to?: string;
}

/** The common field names of the trail's snapshots in Chinese (a module's own fields are named by its definition). */
export const AUDIT_FIELD_LABELS: Readonly<Record<string, string>> = {
  status: '状态',
  push_time: '发布时间',
  effect_time: '生效时间',
  dead_time: '失效时间',
  start_time: '开始时间',
  end_time: '结束时间',
  title: '标题',
  name: '名称',
  content: '内容',
  order: '上线顺序',
  cloned_from: '复制自',
  role: '角色',
  isSuperAdmin: '超级管理员',
  permission: '权限路径',
  phone: '手机号',
  signinMethod: '登录方式',
  git_id: 'Git 版本',
  file_name: '名称',
  path: '路径',
  type: '类型',
  size: '大小（字节）',
  remark: '备注',
  sha256: '文件摘要',
  live_git_id: '线上版本',
  shelf: '上架状态',
  waiting_at: '待审批环节',
  reason: '原因',
  deleted: '在回收站',
  featured: '精选',
  pageview: '阅读量',
};

/** A changed field's Chinese name: its module's label, else the trail's common name, else the key itself. */
export function auditFieldLabel(record: Pick<AuditRecord, 'fieldLabels'>, field: string): string {
  return record.fieldLabels?.[field] ?? AUDIT_FIELD_LABELS[field] ?? field;
}

/** The CSV's columns, in order, with their Chinese heads (Excel shows these). */
export const AUDIT_CSV_COLUMNS: readonly { key: keyof AuditRecord; header: string }[] = [
  { key: 'time', header: '时间' },
  { key: 'account', header: '操作人' },
  { key: 'accountId', header: '操作人 ID' },
  { key: 'moduleTitle', header: '模块' },
  { key: 'menuPath', header: '菜单路径' },
  { key: 'entryId', header: '内容 ID' },
  { key: 'entryTitle', header: '内容' },
  { key: 'action', header: '操作' },
  { key: 'before', header: '修改前' },
  { key: 'after', header: '修改后' },
];

/** The fields that differ between two snapshots, each side holding only those (a key absent on one side is null). */
export function changedFields(
  before: Readonly<Record<string, unknown>> | null,
  after: Readonly<Record<string, unknown>> | null,
): { before: Record<string, unknown> | null; after: Record<string, unknown> | null } {
  if (!before || !after) return { before: before ? { ...before } : null, after: after ? { ...after } : null };
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const changed = keys.filter((key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null));
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key] ?? null])),
    after: Object.fromEntries(changed.map((key) => [key, after[key] ?? null])),
  };
}
