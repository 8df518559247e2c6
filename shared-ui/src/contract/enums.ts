/** Enumerations of modules.md §3, as option lists (value → Chinese label) that forms, lists and the server share. */
export interface Option<V extends string | number = string | number> {
  value: V;
  label: string;
}

export const LANGUAGES = ['zh-hans', 'zh-hant', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LABELS: Record<Language, string> = { 'zh-hans': '简体中文', 'zh-hant': '繁體中文', en: '英文' };
export const DEFAULT_LANGUAGE: Language = 'zh-hans';
/** The languages as a choice (an FAQ entry's, a verification-code template's). */
export const LANGUAGE_OPTIONS: readonly Option<Language>[] = LANGUAGES.map((value) => ({ value, label: LANGUAGE_LABELS[value] }));

export const APPLICABLE_CROWD: readonly Option<number>[] = [
  { value: 0, label: '全部用户' },
  { value: 1, label: '已注册用户' },
  { value: 2, label: '已开户用户' },
];
/** The variant some modules use (modules.md §3). */
export const APPLICABLE_CROWD_VARIANT: readonly Option<number>[] = [
  { value: 0, label: '全部用户' },
  { value: 1, label: '全量用户' },
  { value: 2, label: '已注册用户' },
  { value: 3, label: '已开户用户' },
];
export const SYSTEM_TYPE: readonly Option<number>[] = [
  { value: 0, label: '全部' },
  { value: 1, label: 'iOS' },
  { value: 2, label: 'Android' },
];
export const LOGIN_STATUS: readonly Option<number>[] = [
  { value: 0, label: '全部' },
  { value: 1, label: '已登录' },
  { value: 2, label: '未登录' },
];
export const ACCOUNT_STATUS: readonly Option<number>[] = [
  { value: 0, label: '全部' },
  { value: 1, label: '已开户' },
  { value: 2, label: '未开户' },
];
/** Market-level audience (the spec's level filter: LV2 market data or not). */
export const MARKET_STATUS: readonly Option<number>[] = [
  { value: 0, label: '全部' },
  { value: 1, label: 'LV2 用户' },
  { value: 2, label: '非 LV2 用户' },
];
export const TURN_TYPE: readonly Option<number>[] = [
  { value: 0, label: '其他' },
  { value: 1, label: '维护 / MR 测试' },
];
/**
 * Risk levels (modules.md §3: "unassessed and LV1 to LV5"), the one list wherever a risk is chosen or filtered (the
 * fund library's facts and filter, hot-subject funds, the fund slots' filter). On the wire each is the spec's own word:
 * `unassessed` for a fund the distributor has not rated yet (a new launch), `LV1`–`LV5` for the rated ones.
 */
export const RISK_UNASSESSED = 'unassessed';
export const RISK_LEVELS: readonly Option<string>[] = [
  { value: RISK_UNASSESSED, label: '未评估' },
  { value: 'LV1', label: 'LV1 低风险' },
  { value: 'LV2', label: 'LV2 中低风险' },
  { value: 'LV3', label: 'LV3 中风险' },
  { value: 'LV4', label: 'LV4 中高风险' },
  { value: 'LV5', label: 'LV5 高风险' },
];
/** A risk level as a short word for a detail line: 未评估, or the level itself (LV3). */
export function riskLevelText(value: string): string {
  return value === RISK_UNASSESSED ? '未评估' : value;
}
export const SPLASH_TYPES: readonly Option<string>[] = [
  { value: 'broker', label: '证券 App' },
  { value: 'super_app', label: '理财 App' },
];
/** Click-jump targets of a push (modules.md §3). */
export const PUSH_JUMP_TARGETS: readonly Option<string>[] = [
  { value: 'fund', label: '基金' },
  { value: 'article', label: '文章' },
  { value: 'h5', label: 'H5 页面' },
  { value: 'ipo_calendar', label: '新股日历' },
  { value: 'open_app', label: '打开 App' },
];
export const RED_DOT_TABS: readonly Option<string>[] = [
  { value: 'watchlist', label: '自选' },
  { value: 'trade', label: '交易' },
  { value: 'discover', label: '比赛 / 发现' },
  { value: 'market', label: '行情' },
  { value: 'my', label: '我的' },
];
/** Display module of the maintenance banner (modules.md §3): 0 trade holdings, 1 my. */
export const MAINTENANCE_SHOW_MODULE: readonly Option<number>[] = [
  { value: 0, label: '交易持仓' },
  { value: 1, label: '我的' },
];
export const WHITELIST_STATUS: readonly Option<number>[] = [
  { value: 0, label: '无效' },
  { value: 1, label: '有效' },
];

export function optionLabel(options: readonly Option[], value: unknown): string {
  return options.find((o) => o.value === value)?.label ?? (value === undefined || value === null ? '' : String(value));
}
