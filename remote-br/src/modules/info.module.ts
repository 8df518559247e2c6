/**
 * 资讯 (info): the 「资讯」 card of the 证券 App home page — at most 3 items picked from the information feed, shown
 * in order. One set live at a time.
 */
import { defineModule, field, type RefListItem } from 'shared-ui/contract';

const picks = (...ids: readonly string[]): RefListItem[] => ids.map((id, i) => ({ id, position: i + 1 }));

export const info = defineModule({
  area: 'br',
  name: 'info',
  title: '资讯',
  description: '证券 App 首页资讯卡片：从资讯库选择 1–3 条，按顺序展示',
  apiBase: 'operation/broker/info/',
  schedule: 'push_time',
  // Its heading is the card's title: the picks say which entry (issue 44, item 6).
  entryName: ['title', 'items'],
  fields: [
    field.text('title', '卡片标题', { required: true, maxLength: 12, defaultValue: '资讯', inList: true }),
    field.refList('items', '资讯', 'information', { min: 1, max: 3, inList: true, hint: '从资讯库选择' }),
  ],
  limits: { maxLive: 1 },
  seed: [
    { status: 'published', offsetMinutes: -300, operator: '梁志豪', values: { title: '资讯', items: picks('I20261121001', 'I20261119003') } },
    { status: 'prepublished', offsetMinutes: 600, operator: '黄诗韵', values: { title: '今日要闻', items: picks('I20261120002', 'I20261121001', 'I20261119003') } },
    { status: 'history', offsetMinutes: -8640, operator: '梁志豪', values: { title: '资讯', items: picks('I20261119003') } },
  ],
});
