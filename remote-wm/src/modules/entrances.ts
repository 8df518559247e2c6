/**
 * What the wealth app's entrances and cards share (homeNavigation, functionEntrance, functionModule, slideCards): where
 * a tap goes — a fund or article of the libraries, an H5 page, or one of the app's own pages, which needs no target —
 * and the checks on their ordered items.
 */
import { field, type ItemFieldDef, type JumpTargetSpec, type ListItem, type ModuleValues, type Option } from 'shared-ui/contract';

/** Where an entrance goes: a library item, an H5 page, or one of the app's own pages (no target). */
export const ENTRANCE_JUMP_TYPES: readonly Option<string>[] = [
  { value: 'fund', label: '基金详情' },
  { value: 'article', label: '文章' },
  { value: 'h5', label: 'H5 页面' },
  { value: 'fund_mall', label: '基金超市' },
  { value: 'auto_invest', label: '定投专区' },
  { value: 'my_assets', label: '我的资产' },
  { value: 'risk_test', label: '风险测评' },
  { value: 'open_account', label: '开户' },
];

/** The jump types that open something picked or typed; the app's own pages carry no target. */
export const ENTRANCE_JUMP_TARGETS: Readonly<Record<string, JumpTargetSpec>> = { fund: { library: 'funds' }, article: { library: 'articles' }, h5: 'url' };

export type EntranceJumpType = 'fund' | 'article' | 'h5' | 'fund_mall' | 'auto_invest' | 'my_assets' | 'risk_test' | 'open_account';

/** The jump type and target of an entrance item, as both fields of a collection item. */
export const entranceJumpFields = (defaultType: EntranceJumpType): ItemFieldDef[] => [
  field.select('jump_type', '跳转类型', ENTRANCE_JUMP_TYPES, { required: true, defaultValue: defaultType }),
  field.jumpTarget('jump_target', '跳转目标', {
    typeField: 'jump_type',
    targets: ENTRANCE_JUMP_TARGETS,
    hint: '基金、文章从库中搜索选择；H5 填 http(s) 链接',
  }),
];

/** The items of a collection field `name` of an entry (empty when absent). */
export const itemsOf = (values: ModuleValues, name: string): readonly ListItem[] => (Array.isArray(values[name]) ? (values[name] as readonly ListItem[]) : []);

/** Are the items' `key` texts (trimmed, empty ones ignored) all different? */
export const distinctItemTexts = (items: readonly ListItem[], key: string): boolean => {
  const texts = items.map((item) => (typeof item[key] === 'string' ? (item[key] as string).trim() : '')).filter((text) => text !== '');
  return new Set(texts).size === texts.length;
};
