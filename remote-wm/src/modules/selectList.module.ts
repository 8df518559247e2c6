/**
 * 理财 App 精选基金列表 (selectList): the product centre's curated list — one to ten funds in display order, each with
 * a short tag the card shows beside its name (稳健之选, 高息派息 …). Base `operation/wm/funds/productcenter/select/`.
 */
import { defineModule, field } from 'shared-ui/contract';
import { FUND_SLOT_FILTERS, fundsInOrder } from './fundSlots';

export const selectList = defineModule({
  area: 'wm',
  name: 'selectList',
  title: '精选基金列表',
  description: '产品中心「精选基金」列表：1–10 只基金，每只配一个标签',
  apiBase: 'operation/wm/funds/productcenter/select/',
  schedule: 'push_time',
  // Its heading is the slot's title: the picks say which entry (issue 44, item 6).
  entryName: ['title', 'funds'],
  fields: [
    field.text('title', '列表标题', { required: true, maxLength: 12, defaultValue: '精选基金', inList: true }),
    field.refList('funds', '精选基金', 'funds', {
      min: 1,
      max: 10,
      inList: true,
      itemFields: [field.text('tag', '标签', { required: true, maxLength: 6, hint: '基金名称旁的标签，如「稳健之选」' })],
    }),
  ],
  limits: { maxLive: 1 },
  listFilters: FUND_SLOT_FILTERS,
  seed: [
    {
      status: 'published',
      offsetMinutes: -5760,
      operator: '王晓雯',
      values: {
        title: '精选基金',
        funds: fundsInOrder(
          { id: '1', tag: '闲钱理财' },
          { id: '5', tag: '稳健之选' },
          { id: '3', tag: '全球债券' },
          { id: '4', tag: '高息派息' },
          { id: '6', tag: '股债平衡' },
          { id: '8', tag: '港股红利' },
          { id: '10', tag: '指数定投' },
          { id: '12', tag: '科技成长' },
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 4320,
      operator: '李思琪',
      values: {
        title: '年末配置精选',
        funds: fundsInOrder({ id: '2', tag: '港元备用金' }, { id: '5', tag: '稳健之选' }, { id: '7', tag: '多元配置' }, { id: '11', tag: '美股核心' }, { id: '9', tag: '新经济' }),
      },
    },
    {
      status: 'history',
      offsetMinutes: -40320,
      operator: '陈浩然',
      values: { title: '新客精选', funds: fundsInOrder({ id: '1', tag: '闲钱理财' }, { id: '5', tag: '稳健之选' }, { id: '10', tag: '指数定投' }) },
    },
  ],
});
