/**
 * 市场分析 (marketAnalysis): the 「市场分析」 card of the 行情 page — up to 5 items picked from the information feed
 * (in-house 收评 and 市场分析, external 财联社 / 格隆汇 …), shown in order with an optional short headline that
 * replaces a long feed title on a phone. One set live at a time.
 */
import { defineModule, field, type RefListItem } from 'shared-ui/contract';

const picks = (...items: readonly (readonly [linkId: string, shortTitle: string])[]): RefListItem[] =>
  items.map(([id, short_title], i) => ({ id, position: i + 1, short_title }));

export const marketAnalysis = defineModule({
  area: 'br',
  name: 'marketAnalysis',
  title: '市场分析',
  description: '行情页「市场分析」卡片：从资讯库选择 1–5 条（收评、市场分析、外部快讯），可改写短标题',
  apiBase: 'operation/broker/marketanalysis/',
  schedule: 'push_time',
  // Its heading is the card's title: the picks say which entry (issue 44, item 6).
  entryName: ['title', 'items'],
  fields: [
    field.text('title', '卡片标题', { required: true, maxLength: 12, defaultValue: '市场分析', inList: true }),
    field.refList('items', '资讯', 'information', {
      min: 1,
      max: 5,
      inList: true,
      hint: '从资讯库选择',
      itemFields: [field.text('short_title', '短标题', { maxLength: 18, hint: '手机上一行显示不下时替换原标题，可不填' })],
    }),
  ],
  limits: { maxLive: 1 },
  seed: [
    { status: 'published', offsetMinutes: -600, operator: '梁志豪', values: { title: '市场分析', items: picks(['I20261121001', '恒指收涨 1.2% 科技股走强'], ['I20261119003', '']) } },
    { status: 'prepublished', offsetMinutes: 900, operator: '黄诗韵', values: { title: '财报前瞻', items: picks(['I20261120002', '腾讯下周放榜'], ['I20261121001', '']) } },
    { status: 'history', offsetMinutes: -10080, operator: '梁志豪', values: { title: '市场分析', items: picks(['I20261119003', '券商上调港股目标']) } },
  ],
});
