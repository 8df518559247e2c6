/**
 * 理财 App 收益排行前三 (top3Fund): the product centre's podium — exactly three funds, first to third, each showing the
 * period its return is measured over (近一年 …) and the figure in large type (+32.15%). Base
 * `operation/wm/funds/productcenter/top3/` (spec §7 `funds/productcenter`).
 */
import { defineModule, field, type Option } from 'shared-ui/contract';
import { FUND_SLOT_FILTERS, fundsInOrder } from './fundSlots';

/** The periods a fund-data vendor ranks returns over. */
export const RETURN_PERIODS: readonly Option<string>[] = [
  { value: '1m', label: '近一月' },
  { value: '3m', label: '近三月' },
  { value: '6m', label: '近六月' },
  { value: 'ytd', label: '今年以来' },
  { value: '1y', label: '近一年' },
  { value: '3y', label: '近三年' },
  { value: 'inception', label: '成立以来' },
];

/** SFC / CSRC practice: a ranking by past returns always carries this line. */
export const PAST_PERFORMANCE_NOTICE = '基金过往业绩不代表其未来表现，投资有风险，选择需谨慎';

export const top3Fund = defineModule({
  area: 'wm',
  name: 'top3Fund',
  title: '收益排行前三',
  description: '产品中心「收益排行」榜单：按名次选 3 只基金，每只注明统计区间与收益数字',
  apiBase: 'operation/wm/funds/productcenter/top3/',
  schedule: 'push_time',
  // Its heading is the slot's title: the picks say which entry (issue 44, item 6).
  entryName: ['title', 'funds'],
  fields: [
    field.text('title', '榜单标题', { required: true, maxLength: 12, defaultValue: '收益排行前三', inList: true, hint: '榜单上方的标题' }),
    field.refList('funds', '上榜基金', 'funds', {
      exact: 3,
      inList: true,
      hint: '按名次排列（第 1 名在最前）',
      itemFields: [
        field.select('period', '统计区间', RETURN_PERIODS, { required: true, defaultValue: '1y' }),
        field.text('highlight', '亮点数字', { required: true, maxLength: 10, hint: '大字展示的收益，如 +32.15%' }),
      ],
    }),
    field.text('disclaimer', '风险提示', { required: true, maxLength: 40, defaultValue: PAST_PERFORMANCE_NOTICE }),
  ],
  // One podium shows at a time.
  limits: { maxLive: 1 },
  listFilters: FUND_SLOT_FILTERS,
  seed: [
    {
      status: 'published',
      offsetMinutes: -4320,
      operator: '王晓雯',
      values: {
        title: '收益排行前三',
        funds: fundsInOrder({ id: '9', period: '1y', highlight: '+32.15%' }, { id: '12', period: '1y', highlight: '+28.40%' }, { id: '11', period: '1y', highlight: '+24.73%' }),
        disclaimer: PAST_PERFORMANCE_NOTICE,
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '李思琪',
      values: {
        title: '季度收益榜',
        funds: fundsInOrder({ id: '8', period: '3m', highlight: '+9.86%' }, { id: '10', period: '3m', highlight: '+8.12%' }, { id: '4', period: '3m', highlight: '+4.37%' }),
        disclaimer: PAST_PERFORMANCE_NOTICE,
      },
    },
    {
      status: 'history',
      offsetMinutes: -30240,
      operator: '陈浩然',
      values: {
        title: '年度收益冠军',
        funds: fundsInOrder({ id: '11', period: 'ytd', highlight: '+21.06%' }, { id: '9', period: 'ytd', highlight: '+18.94%' }, { id: '10', period: 'ytd', highlight: '+15.30%' }),
        disclaimer: PAST_PERFORMANCE_NOTICE,
      },
    },
  ],
});
