/**
 * 功能入口 (functionEntrance): the row of large entrances under the 理财 tab's carousel — 2 to 4 tiles side by side,
 * each a 120×120 icon, a name and a selling line (「7 日年化 2.1%」, 「10 元起投」), opening a fund, an article, an H5
 * page or one of the app's own pages (jump types shared with homeNavigation). Base `operation/wm/function/entrance/`.
 * Design where the spec is silent:
 * - Bigger than the home grid's icons (60 pt at 2×): these tiles are the tab's main doors, not shortcuts.
 * - Names at most 6 characters and selling lines at most 10 (a quarter of the screen each); names distinct.
 * - The selling line is required on every tile: an empty line under one tile of a row looks unfinished.
 * - One row is live at a time; schedule `push_time`.
 * Seeds name fund library ids 5 博睿短债 and 7 瑞联多元资产.
 */
import { defineModule, field, seedImagePath, type ListItem } from 'shared-ui/contract';
import { distinctItemTexts, entranceJumpFields, itemsOf, type EntranceJumpType } from './entrances';

export const ENTRANCE_ICON = { width: 120, height: 120 } as const;

type SeedEntrance = readonly [title: string, line: string, jumpType: EntranceJumpType, target: string];
const entrances = (set: string, ...items: readonly SeedEntrance[]): ListItem[] =>
  items.map(([title, subtitle, jump_type, jump_target], i) => ({
    position: i + 1,
    icon: seedImagePath(`wm-entrance-${set}-${String(i + 1)}`, ENTRANCE_ICON),
    title,
    subtitle,
    jump_type,
    jump_target,
  }));

export const functionEntrance = defineModule({
  area: 'wm',
  name: 'functionEntrance',
  title: '功能入口',
  description: '理财频道轮播下方的一排大入口：2–4 个，图标、名称与卖点文案，点击打开基金、文章、H5 或 App 内页面',
  apiBase: 'operation/wm/function/entrance/',
  schedule: 'push_time',
  fields: [
    field.text('name', '入口组名称', { required: true, maxLength: 20, inList: true, hint: '仅后台可见，便于区分各期入口' }),
    field.list('entrances', '入口', {
      min: 2,
      max: 4,
      inList: true,
      hint: '一行并排显示，按顺序从左到右',
      itemFields: [
        field.image('icon', '图标', ENTRANCE_ICON, { required: true }),
        field.text('title', '名称', { required: true, maxLength: 6 }),
        field.text('subtitle', '卖点文案', { required: true, maxLength: 10, hint: '名称下方的小字，如「10 元起投」' }),
        ...entranceJumpFields('fund_mall'),
      ],
    }),
  ],
  rules: [{ field: 'entrances', message: '入口名称不能重复', test: (values) => distinctItemTexts(itemsOf(values, 'entrances'), 'title') }],
  limits: { maxLive: 1 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -7200,
      operator: '王晓雯',
      values: {
        name: '常规四入口',
        entrances: entrances(
          'live',
          ['基金超市', '2000+ 只基金', 'fund_mall', ''],
          ['稳健理财', '短债打底', 'fund', '5'],
          ['定投', '10 元起投', 'auto_invest', ''],
          ['全球配置', '一键分散', 'fund', '7'],
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '李思琪',
      values: {
        name: '新春三入口',
        entrances: entrances('spring', ['基金超市', '新春费率 1 折', 'fund_mall', ''], ['新春红包', '最高 888 元', 'h5', 'https://m.example-wealth.com/activity/spring-2027'], ['定投', '10 元起投', 'auto_invest', '']),
      },
    },
    {
      status: 'history',
      offsetMinutes: -43200,
      operator: '陈浩然',
      values: { name: '开户引导版', entrances: entrances('account', ['立即开户', '3 分钟完成', 'open_account', ''], ['风险测评', '了解你的偏好', 'risk_test', '']) },
    },
  ],
});
