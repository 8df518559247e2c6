/**
 * 新版中文研报 (newChineseResearch): the redesigned Chinese 研究 tab, which groups reports under category chips
 * (宏观策略, 固收研究, 权益研究, 资产配置) and pins one report above them. Base `operation/wm/articles/newChineseResearch/`
 * (beside the article sections of articleSlots.ts); schedule `push_time`, one list live at a time. Design:
 * - Articles from the library's 宏观 module, as chineseResearch (the library has no research module).
 * - 1–12 reports; each names its category (required: a report without one would show under no chip).
 * - At most one pinned report: the tab has one pinned place.
 * - chineseResearch stays for app versions without the new tab; the two are published independently.
 * Seeds pick the macro anchor articles A20261110011, A20261112012, A20261121008.
 */
import { ARTICLE_MODULES, defineModule, field, optionLabel, type ModuleValues, type Option, type RefListItem } from 'shared-ui/contract';

export const RESEARCH_CATEGORIES: readonly Option<string>[] = [
  { value: 'strategy', label: '宏观策略' },
  { value: 'fixed_income', label: '固收研究' },
  { value: 'equity', label: '权益研究' },
  { value: 'allocation', label: '资产配置' },
];

/** Pinned places at the top of the tab. */
export const MAX_PINNED_REPORTS = 1;

type SeedReport = readonly [linkId: string, category: 'strategy' | 'fixed_income' | 'equity' | 'allocation', pinned?: boolean];
const reports = (...items: readonly SeedReport[]): RefListItem[] => items.map(([id, category, pinned = false], i) => ({ id, position: i + 1, category, pinned: pinned ? 1 : 0 }));
const reportsOf = (values: ModuleValues): readonly RefListItem[] => (Array.isArray(values.articles) ? (values.articles as readonly RefListItem[]) : []);
const macro = optionLabel(ARTICLE_MODULES, 'macro');

export const newChineseResearch = defineModule({
  area: 'wm',
  name: 'newChineseResearch',
  title: '新版中文研报',
  description: '新版研究频道（简体中文）：研报按分类标签展示，可置顶一篇；从文章库的宏观类文章中选择',
  apiBase: 'operation/wm/articles/newChineseResearch/',
  schedule: 'push_time',
  // Its heading is the slot's title: the picks say which entry (issue 44, item 6).
  entryName: ['title', 'articles'],
  fields: [
    field.text('title', '栏目标题', { required: true, maxLength: 12, defaultValue: '研究', inList: true, hint: '研究频道顶部的标题' }),
    field.refList('articles', '研报', 'articles', {
      min: 1,
      max: 12,
      inList: true,
      filter: { article_module: 'macro' },
      filterMessage: `只能选择「${macro}」类文章`,
      hint: `从文章库的「${macro}」类文章中选择，按展示顺序排列`,
      itemFields: [
        field.select('category', '研报分类', RESEARCH_CATEGORIES, { required: true, defaultValue: 'strategy' }),
        field.switch('pinned', '置顶', { defaultValue: 0, onLabel: '置顶', offLabel: '不置顶' }),
      ],
    }),
  ],
  rules: [
    {
      field: 'articles',
      message: `最多置顶 ${String(MAX_PINNED_REPORTS)} 篇研报`,
      test: (values) => reportsOf(values).filter((item) => item.pinned === 1).length <= MAX_PINNED_REPORTS,
    },
  ],
  limits: { maxLive: 1 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -4320,
      operator: '王晓雯',
      values: { title: '研究', articles: reports(['A20261121008', 'fixed_income', true], ['A20261110011', 'allocation'], ['A20261112012', 'strategy']) },
    },
    { status: 'prepublished', offsetMinutes: 2880, operator: '李思琪', values: { title: '研究', articles: reports(['A20261112012', 'strategy', true], ['A20261121008', 'fixed_income']) } },
    { status: 'draft', values: { title: '深度研究', articles: reports(['A20261110011', 'allocation']) } },
    { status: 'history', offsetMinutes: -30240, operator: '陈浩然', values: { title: '研究', articles: reports(['A20261110011', 'strategy']) } },
  ],
});
