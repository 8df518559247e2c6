/**
 * 功能模块 (functionModule): a section of feature cards on a page of the wealth app — 「理财工具」 on the 理财 home,
 * 「基金工具」 on the fund channel, 「我的服务」 on the 我的 page: a section title and 2, 4 or 6 cards in a two-column
 * grid, each a 330×160 picture, a name, a line of description, and where a tap goes (jump types of homeNavigation).
 * Base `operation/wm/function/module/`. Design where the spec is silent:
 * - One section per page (`page`): a page shows one live section (1019 on a second); pages are independent.
 * - Cards come in pairs (the grid has two columns; an odd card leaves a hole); names distinct.
 * - Schedule `push_time`.
 * Seeds name fund library id 6 中润稳健配置 and the anchor article A20261111017 (风险等级).
 */
import { defineModule, field, seedImagePath, type ListItem, type Option } from 'shared-ui/contract';
import { distinctItemTexts, entranceJumpFields, itemsOf, type EntranceJumpType } from './entrances';

export const FUNCTION_MODULE_PAGES: readonly Option<string>[] = [
  { value: 'wealth_home', label: '理财首页' },
  { value: 'fund_channel', label: '基金频道' },
  { value: 'mine', label: '我的' },
];

export const FUNCTION_CARD_IMAGE = { width: 330, height: 160 } as const;
/** Cards per row of the grid. */
export const FUNCTION_CARD_COLUMNS = 2;

type SeedCard = readonly [title: string, line: string, jumpType: EntranceJumpType, target: string];
const cards = (page: string, ...items: readonly SeedCard[]): ListItem[] =>
  items.map(([title, description, jump_type, jump_target], i) => ({
    position: i + 1,
    image: seedImagePath(`wm-function-${page}-${String(i + 1)}`, FUNCTION_CARD_IMAGE),
    title,
    description,
    jump_type,
    jump_target,
  }));

export const functionModule = defineModule({
  area: 'wm',
  name: 'functionModule',
  title: '功能模块',
  description: '理财首页、基金频道、我的页面中的功能卡片区：区块标题与两列排布的功能卡片，每个页面同时上线一组',
  apiBase: 'operation/wm/function/module/',
  schedule: 'push_time',
  fields: [
    field.select('page', '所在页面', FUNCTION_MODULE_PAGES, { required: true, defaultValue: 'wealth_home', inList: true }),
    field.text('title', '区块标题', { required: true, maxLength: 8, defaultValue: '理财工具', inList: true }),
    field.list('cards', '功能卡片', {
      min: 2,
      max: 6,
      inList: true,
      hint: '两列排布，按顺序从左到右、从上到下；须成对添加',
      itemFields: [
        field.image('image', '卡片图片', FUNCTION_CARD_IMAGE, { required: true }),
        field.text('title', '名称', { required: true, maxLength: 8 }),
        field.text('description', '描述', { required: true, maxLength: 14, hint: '名称下方一行小字' }),
        ...entranceJumpFields('h5'),
      ],
    }),
  ],
  rules: [
    { field: 'cards', message: '功能卡片须成对添加（两列排布）', test: (values) => itemsOf(values, 'cards').length % FUNCTION_CARD_COLUMNS === 0 },
    { field: 'cards', message: '功能卡片的名称不能重复', test: (values) => distinctItemTexts(itemsOf(values, 'cards'), 'title') },
  ],
  uniqueWhileLive: { fields: ['page'], message: '该页面已有上线的功能模块，请先下架' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -10080,
      operator: '王晓雯',
      values: {
        page: 'wealth_home',
        title: '理财工具',
        cards: cards(
          'home',
          ['收益计算器', '算算定投能攒多少', 'h5', 'https://m.example-wealth.com/tools/calculator'],
          ['基金对比', '最多 3 只同屏对比', 'h5', 'https://m.example-wealth.com/tools/compare'],
          ['读懂风险等级', 'LV1 到 LV5 一文看懂', 'article', 'A20261111017'],
          ['稳健配置', '股债平衡一键买', 'fund', '6'],
        ),
      },
    },
    {
      status: 'published',
      offsetMinutes: -7200,
      operator: '王晓雯',
      values: {
        page: 'mine',
        title: '我的服务',
        cards: cards('mine', ['我的资产', '持仓与收益一览', 'my_assets', ''], ['风险测评', '每年重新测评一次', 'risk_test', '']),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '李思琪',
      values: {
        page: 'fund_channel',
        title: '基金工具',
        cards: cards('fund', ['基金超市', '按类型找基金', 'fund_mall', ''], ['定投专区', '10 元起投', 'auto_invest', '']),
      },
    },
    {
      status: 'history',
      offsetMinutes: -43200,
      operator: '陈浩然',
      values: { page: 'wealth_home', title: '理财工具', cards: cards('old', ['收益计算器', '算算能攒多少', 'h5', 'https://m.example-wealth.com/tools/calculator'], ['基金对比', '同屏对比', 'h5', 'https://m.example-wealth.com/tools/compare']) },
    },
  ],
});
