/**
 * 首页导航 (homeNavigation): the icon grid of the wealth app's home page (金刚区) — rows of five round icons under the
 * carousel, each with a short name, a tap target and an optional corner badge. Base `operation/wm/home/navigation/`
 * (spec §7 names `home/navigation`). Design where the spec is silent:
 * - Icons are 96×96 (a 48 pt icon at 2×); names at most 5 characters, one line under an icon of a fifth of the screen.
 * - The grid is filled row by row: 5 or 10 icons (a half-empty row looks broken), names distinct (two icons alike
 *   cannot be told apart).
 * - A tap opens a fund of the fund library, an article of the article library, an H5 page, or one of the app's own
 *   pages (基金超市, 定投专区, 我的资产, 风险测评, 开户) that need no target; functionEntrance, functionModule and
 *   slideCards share these jump types (entrances.ts).
 * - One grid is live at a time (a second would leave the app to pick one); schedule `push_time`.
 * Seeds name fund library ids (1 恒盈美元货币, 12 博睿全球科技QDII) and the anchor article A20261111017.
 */
import { defineModule, field, seedImagePath, type ListItem } from 'shared-ui/contract';
import { distinctItemTexts, entranceJumpFields, itemsOf, type EntranceJumpType } from './entrances';

export const NAVIGATION_ICON = { width: 96, height: 96 } as const;
/** Icons per row of the grid: the grid holds whole rows only. */
export const NAVIGATION_ROW = 5;

type SeedIcon = readonly [title: string, jumpType: EntranceJumpType, target: string, badge?: string];
const icons = (set: string, ...items: readonly SeedIcon[]): ListItem[] =>
  items.map(([title, jump_type, jump_target, badge = ''], i) => ({
    position: i + 1,
    icon: seedImagePath(`wm-nav-${set}-${String(i + 1)}`, NAVIGATION_ICON),
    title,
    jump_type,
    jump_target,
    badge,
  }));

const FIRST_ROW: readonly SeedIcon[] = [
  ['基金超市', 'fund_mall', ''],
  ['定投', 'auto_invest', ''],
  ['美元理财', 'fund', '1', '稳健'],
  ['全球科技', 'fund', '12'],
  ['我的资产', 'my_assets', ''],
];

export const homeNavigation = defineModule({
  area: 'wm',
  name: 'homeNavigation',
  title: '首页导航',
  description: '理财 App 首页轮播下方的图标导航（金刚区）：每行 5 个，共 1 行或 2 行，点击打开基金、文章、H5 或 App 内页面',
  apiBase: 'operation/wm/home/navigation/',
  schedule: 'push_time',
  fields: [
    field.text('name', '导航名称', { required: true, maxLength: 20, inList: true, hint: '仅后台可见，便于区分各版导航，如「2026 年终版」' }),
    field.list('items', '导航图标', {
      min: NAVIGATION_ROW,
      max: NAVIGATION_ROW * 2,
      inList: true,
      hint: '按顺序从左到右、从上到下排列；须排满整行',
      itemFields: [
        field.image('icon', '图标', NAVIGATION_ICON, { required: true }),
        field.text('title', '名称', { required: true, maxLength: 5, hint: '图标下方一行显示' }),
        ...entranceJumpFields('h5'),
        field.text('badge', '角标', { maxLength: 4, hint: '图标右上角的小标签，如「新」「福利」，可不填' }),
      ],
    }),
  ],
  rules: [
    { field: 'items', message: `导航图标须排满整行：${String(NAVIGATION_ROW)} 个或 ${String(NAVIGATION_ROW * 2)} 个`, test: (values) => itemsOf(values, 'items').length % NAVIGATION_ROW === 0 },
    { field: 'items', message: '导航图标的名称不能重复', test: (values) => distinctItemTexts(itemsOf(values, 'items'), 'title') },
  ],
  limits: { maxLive: 1 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -10080,
      operator: '王晓雯',
      values: {
        name: '2026 年终版',
        items: icons(
          'live',
          ...FIRST_ROW,
          ['风险测评', 'risk_test', ''],
          ['投教课堂', 'article', 'A20261111017'],
          ['年终理财季', 'h5', 'https://m.example-wealth.com/activity/year-end-2026', '福利'],
          ['养老规划', 'h5', 'https://m.example-wealth.com/plan/retirement'],
          ['开户', 'open_account', ''],
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '李思琪',
      values: {
        name: '2027 新春版',
        items: icons('spring', ...FIRST_ROW.slice(0, 4), ['新春红包', 'h5', 'https://m.example-wealth.com/activity/spring-2027', '新']),
      },
    },
    { status: 'draft', values: { name: '精简版（草稿）', items: icons('lite', ...FIRST_ROW) } },
    {
      status: 'history',
      offsetMinutes: -86400,
      operator: '陈浩然',
      values: { name: '双十一版', items: icons('double11', ...FIRST_ROW.slice(0, 4), ['理财节', 'h5', 'https://m.example-wealth.com/activity/double11-2026', '限时']) },
    },
  ],
});
