/**
 * 理财 App 精选产品推荐理由 (handpickProductReason): "why we picked it" cards — one to five funds, each with a required
 * reason of at most 40 字 and an optional highlight tag (亮点标签). Base `operation/wm/funds/reason/`.
 */
import { defineModule, field } from 'shared-ui/contract';
import { FUND_SLOT_FILTERS, fundsInOrder } from './fundSlots';

export const handpickProductReason = defineModule({
  area: 'wm',
  name: 'handpickProductReason',
  title: '精选产品推荐理由',
  description: '精选产品卡片：1–5 只基金，每只写一段推荐理由（不超过 40 字），可加亮点标签',
  apiBase: 'operation/wm/funds/reason/',
  schedule: 'push_time',
  // Its heading is the slot's title: the picks say which entry (issue 44, item 6).
  entryName: ['title', 'funds'],
  fields: [
    field.text('title', '栏目标题', { required: true, maxLength: 12, defaultValue: '为什么推荐', inList: true }),
    field.refList('funds', '推荐基金', 'funds', {
      min: 1,
      max: 5,
      inList: true,
      hint: '每只写推荐理由',
      itemFields: [
        field.textarea('reason', '推荐理由', { required: true, maxLength: 40, hint: '卡片正文' }),
        field.text('highlight_tag', '亮点标签', { maxLength: 8, hint: '选填，如「月月派息」' }),
      ],
    }),
  ],
  limits: { maxLive: 1 },
  listFilters: FUND_SLOT_FILTERS,
  seed: [
    {
      status: 'published',
      offsetMinutes: -1440,
      operator: '王晓雯',
      values: {
        title: '为什么推荐',
        funds: fundsInOrder(
          { id: '5', reason: '组合久期控制在 2 年以内，利率波动影响小，适合作为稳健底仓', highlight_tag: '回撤可控' },
          { id: '4', reason: '精选亚洲高收益美元债，每月派息，适合追求稳定现金流的投资者', highlight_tag: '月月派息' },
          { id: '11', reason: '低成本跟踪标普 500 指数，一键配置美国 500 家龙头企业', highlight_tag: '费率低' },
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '李思琪',
      values: {
        title: '专家精选',
        funds: fundsInOrder(
          { id: '8', reason: '聚焦港股公用事业与金融龙头，股息率较高，分红稳定', highlight_tag: '高股息' },
          { id: '7', reason: '股票、债券、房地产信托多元配置，分散单一市场风险', highlight_tag: '' },
        ),
      },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '陈浩然',
      values: { title: '为什么推荐', funds: fundsInOrder({ id: '1', reason: '美元闲钱的去处，七日年化稳定，T+1 到账', highlight_tag: '随取随用' }) },
    },
  ],
});
