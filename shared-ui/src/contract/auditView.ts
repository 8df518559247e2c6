/**
 * The audit trail as people read it (issue 44, item 5): every changed field by the name its screen gives it, every
 * value as its screen shows it — an article's column by its label, rich text as its visible text, a yes/no as 是/否,
 * an approval step by its screen's title — never a key, an enum code, epoch milliseconds or HTML. The console service
 * adds the readable text to each record as it answers (`AuditRecord.shown`), for /audit, 修改记录 and the CSV alike.
 *
 * A module's fields are named and shown by its own definition (formatFieldValue); the other places by AUDIT_PLACE_FIELDS.
 */
import { ARTICLE_MODULES, INFORMATION_CATEGORIES, STOCK_EVENT_TYPES, STOCK_MARKETS } from './articles';
import { AUDIT_FIELD_LABELS, type AuditRecord } from './auditTrail';
import type { Option } from './enums';
import { formatFieldValue } from './module/formatFieldValue';
import type { ModuleDefinition } from './module/defineModule';
import { OTHER_NEWS_STATUS_LABELS } from './otherStockNews';
import { ADMIN_SIGNIN_METHOD_LABELS } from './permissionAdmin';
import { richTextVisibleText } from './richTextSanitizer';
import { RELEASE_STATE_LABELS } from './releases';
import { ROLE_LABELS } from './roles';
import { SHELF_LABELS, STOCK_NEWS_STATUS_LABELS } from './stockNewsApproval';
import { APPROVAL_SCREEN_TITLES } from './stockNewsCalls';
import { formatCmsTime } from './time';

/** A field of a place beside the modules: its name on the screen, and how its value reads there. */
export interface AuditFieldView {
  label: string;
  text?: (value: unknown) => string;
}

/** A value as text when nothing more is known of it: text as is, a list joined, anything else as compact JSON. */
export function auditValueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return '（空）';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value) && value.every((item) => typeof item === 'string' || typeof item === 'number')) return value.length === 0 ? '（空）' : value.join('、');
  return JSON.stringify(value);
}

const TEXT_MAX = 120;
const clipped = (text: string) => ([...text].length > TEXT_MAX ? `${[...text].slice(0, TEXT_MAX).join('')}…` : text);
const html = (value: unknown) => (typeof value === 'string' ? clipped(richTextVisibleText(value)) || '（空）' : auditValueText(value));
const yesNo = (value: unknown) => (value === true || value === 1 || value === '1' ? '是' : value === false || value === 0 || value === '0' ? '否' : auditValueText(value));
const option =
  <T extends string | number>(options: readonly Option<T>[]) =>
  (value: unknown) =>
    options.find((one) => one.value === value)?.label ?? auditValueText(value);
const labelled = (labels: Readonly<Record<string | number, string>>) => (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? (labels[value] ?? String(value)) : auditValueText(value));
/** A time as CMS wall time, whether a backend sent it as text or as epoch milliseconds. */
const time = (value: unknown) => (typeof value === 'number' && value > 1e11 ? formatCmsTime(value) : auditValueText(value));
const bytes = (value: unknown) => (typeof value === 'number' ? `${value.toLocaleString('zh-CN')} 字节` : auditValueText(value));
const plain = (label: string): AuditFieldView => ({ label });

const H5_STATUS: Readonly<Record<string, string>> = { none: '未发布', waiting: '待发布', scheduled: '定时发布', live: '已上线' };

/** The places beside the modules (contract AUDIT_CUSTOM_MODULES), field by field. */
export const AUDIT_PLACE_FIELDS: Readonly<Record<string, Readonly<Record<string, AuditFieldView>>>> = {
  articles: {
    title: plain('标题'),
    author: plain('作者'),
    image_author: plain('图片作者'),
    abstract: plain('摘要'),
    tags: { label: '标签', text: (value) => (typeof value === 'string' ? value.split(';').filter(Boolean).join('、') || '（空）' : auditValueText(value)) },
    url: plain('原文链接'),
    own_disclaimer: { label: '本平台免责声明', text: html },
    other_disclaimer: { label: '第三方免责声明', text: html },
    thumbnail: plain('缩略图'),
    content: { label: '正文', text: html },
    article_module: { label: '文章栏目', text: option(ARTICLE_MODULES) },
    show_time: { label: '展示时间', text: time },
    position: plain('排序'),
    manager_id: plain('关联基金经理'),
    deleted: { label: '在回收站', text: yesNo },
  },
  information: {
    type: { label: '资讯类型', text: option(INFORMATION_CATEGORIES) },
    featured: { label: '精选', text: yesNo },
    title: plain('标题'),
    author: plain('作者'),
    abstract: plain('摘要'),
    content: { label: '正文', text: html },
    show_time: { label: '展示时间', text: time },
    event_date: plain('事件日期'),
    market: { label: '市场', text: option(STOCK_MARKETS) },
    stock_code: plain('股票代码'),
    stock_name: plain('股票名称'),
    event_type: { label: '事件类型', text: option(STOCK_EVENT_TYPES) },
    related_stocks: plain('相关股票'),
    source_name: plain('来源'),
  },
  funds: { name: plain('基金名称'), isin: plain('ISIN'), title: plain('展示标题'), remark: plain('推荐语'), description: plain('基金简介'), currency: plain('币种'), risk_level: plain('风险等级'), fund_house: plain('基金公司'), fund_type: plain('基金类型') },
  managers: { name: plain('姓名'), company: plain('所属基金公司'), photo: plain('照片'), intro: { label: '简介', text: html }, years: plain('从业年限'), fund_ids: plain('管理的基金（编号）') },
  stockNews: {
    symbol: plain('股票代码'),
    stock_name: plain('股票名称'),
    title: plain('标题'),
    content: { label: '正文', text: html },
    source: plain('来源'),
    status: { label: '审批状态', text: labelled(STOCK_NEWS_STATUS_LABELS) },
    shelf: { label: '上架状态', text: labelled(SHELF_LABELS) },
    waiting_at: { label: '待审批环节', text: (value) => (value === null ? '（无）' : labelled(APPROVAL_SCREEN_TITLES)(value)) },
    push_time: { label: '发布时间', text: time },
    reject_reason: plain('驳回原因'),
  },
  otherStockNews: {
    symbol: plain('股票代码'),
    stock_name: plain('股票名称'),
    title: plain('标题'),
    summary: plain('摘要'),
    source: plain('来源'),
    source_url: plain('原文链接'),
    source_time: { label: '来源时间', text: time },
    status: { label: '状态', text: labelled(OTHER_NEWS_STATUS_LABELS) },
  },
  h5: {
    type: plain('类型'),
    file_name: plain('名称'),
    remark: plain('备注'),
    size: { label: '大小', text: bytes },
    sha256: plain('文件摘要'),
    git_id: plain('Git 版本'),
    status: { label: '发布状态', text: labelled(H5_STATUS) },
    live_git_id: plain('线上版本'),
  },
  permission: {
    account: plain('账号'),
    role: { label: '角色', text: labelled(ROLE_LABELS) },
    isSuperAdmin: { label: '超级管理员', text: yesNo },
    permission: { label: '权限路径', text: (value) => (Array.isArray(value) && value.length === 1 && value[0] === '0' ? '全部' : auditValueText(value)) },
    phone: plain('手机号'),
    signinMethod: { label: '登录方式', text: labelled(ADMIN_SIGNIN_METHOD_LABELS) },
  },
  // A release's record (shell/server/console/releases): its own fields, and its entries as 理财 App · 闪屏「…」 lines.
  releases: {
    name: plain('批次名称'),
    push_time: { label: '上线时间', text: time },
    note: plain('说明'),
    state: { label: '状态', text: labelled(RELEASE_STATE_LABELS) },
    entries: plain('条目'),
    stopped: plain('未能安排的原因'),
  },
};

/** A record's changed fields as people read them: each field's name, and its value before and after as text. */
export interface AuditShown {
  labels: Record<string, string>;
  before: Record<string, string> | null;
  after: Record<string, string> | null;
}

/** The readable form of `record` (the module's definition, when it is a module's). */
export function auditShown(record: Pick<AuditRecord, 'moduleKey' | 'before' | 'after'>, def: ModuleDefinition | undefined): AuditShown {
  const place = AUDIT_PLACE_FIELDS[record.moduleKey] ?? {};
  const view = (field: string): AuditFieldView => {
    const own = def?.fields.find((f) => f.name === field);
    if (own) return { label: own.label, text: (value) => (value === null || value === undefined || value === '' ? '（空）' : formatFieldValue(own, value) || auditValueText(value)) };
    return place[field] ?? { label: AUDIT_FIELD_LABELS[field] ?? field, ...(/_time$/.test(field) ? { text: time } : {}) };
  };
  const fields = [...new Set([...Object.keys(record.before ?? {}), ...Object.keys(record.after ?? {})])];
  const side = (values: Record<string, unknown> | null) =>
    values === null ? null : Object.fromEntries(fields.filter((field) => Object.hasOwn(values, field)).map((field) => [field, (view(field).text ?? auditValueText)(values[field])]));
  return { labels: Object.fromEntries(fields.map((field) => [field, view(field).label])), before: side(record.before), after: side(record.after) };
}
