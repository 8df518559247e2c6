/**
 * 理财 App 高收益基金专区 (highFund): a zone of one to six higher-return funds, each with an optional line on its
 * return (近一年 +24.73%). Base `operation/wm/funds/high/`.
 */
import { defineModule, field } from 'shared-ui/contract';
import { FUND_SLOT_FILTERS, fundsInOrder } from './fundSlots';

export const highFund = defineModule({
  area: 'wm',
  name: 'highFund',
  title: '高收益基金专区',
  description: '「高收益基金专区」：1–6 只基金，按展示顺序排列，可配收益说明',
  apiBase: 'operation/wm/funds/high/',
  schedule: 'push_time',
  // Its heading is the slot's title: the picks say which entry (issue 44, item 6).
  entryName: ['title', 'funds'],
  fields: [
    field.text('title', '专区标题', { required: true, maxLength: 12, defaultValue: '高收益基金专区', inList: true }),
    field.text('subtitle', '副标题', { maxLength: 20, hint: '标题下方的一行说明，选填' }),
    field.refList('funds', '专区基金', 'funds', {
      min: 1,
      max: 6,
      inList: true,
      hint: '高收益往往伴随高风险，请留意风险等级',
      itemFields: [field.text('yield_text', '收益说明', { maxLength: 16, hint: '如「近一年 +24.73%」，选填' })],
    }),
  ],
  limits: { maxLive: 1 },
  listFilters: FUND_SLOT_FILTERS,
  seed: [
    {
      status: 'published',
      offsetMinutes: -2880,
      operator: '王晓雯',
      values: {
        title: '高收益基金专区',
        subtitle: '精选近一年收益领先的基金',
        funds: fundsInOrder(
          { id: '9', yield_text: '近一年 +32.15%' },
          { id: '12', yield_text: '近一年 +28.40%' },
          { id: '11', yield_text: '近一年 +24.73%' },
          { id: '8', yield_text: '近一年 +16.52%' },
          { id: '10', yield_text: '近一年 +14.08%' },
          { id: '4', yield_text: '年化派息率 7.2%' },
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '李思琪',
      values: {
        title: '美股科技高收益',
        subtitle: '布局美国科技与大盘成长',
        funds: fundsInOrder({ id: '12', yield_text: '今年以来 +19.60%' }, { id: '11', yield_text: '今年以来 +17.25%' }),
      },
    },
    { status: 'draft', values: { title: '高收益基金专区', subtitle: '', funds: fundsInOrder({ id: '8', yield_text: '' }, { id: '4', yield_text: '月月派息' }) } },
  ],
});
