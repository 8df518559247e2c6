/**
 * 首页大事件 (homepageEventCoverage): the one event card on the 证券 App home page, under the quotes bar — a
 * headline, a tag, up to 3 stocks shown with live quotes, and where a tap goes (the event's article, an H5 event page).
 * One card live at a time, in its window; a second would leave the app to pick one.
 */
import { defineModule, field, type Option, type RefListItem } from 'shared-ui/contract';
import { EVENT_TAGS } from './eventTags';

export const EVENT_CARD_JUMP_TYPES: readonly Option<string>[] = [
  { value: 'article', label: '文章' },
  { value: 'h5', label: 'H5 页面' },
];

const ordered = (...ids: readonly string[]): RefListItem[] => ids.map((id, i) => ({ id, position: i + 1 }));

export const homepageEventCoverage = defineModule({
  area: 'br',
  name: 'homepageEventCoverage',
  title: '首页大事件',
  description: '首页行情条下方的大事件卡片：标题、标签、最多 3 只相关股票及跳转，同一时间只展示一张',
  apiBase: 'operation/broker/homepageeventcoverage/',
  schedule: 'effect_dead',
  fields: [
    field.text('headline', '卡片标题', { required: true, maxLength: 18, inList: true, hint: '手机上一行显示' }),
    field.select('tag', '事件类型', EVENT_TAGS, { required: true, defaultValue: 'earnings', inList: true }),
    field.refList('stocks', '相关股票', 'stocks', { max: 3, hint: '卡片上展示实时涨跌，可不选' }),
    field.select('jump_type', '跳转类型', EVENT_CARD_JUMP_TYPES, { required: true, defaultValue: 'article' }),
    field.jumpTarget('jump_target', '跳转目标', { required: true, typeField: 'jump_type', targets: { article: { library: 'articles' }, h5: 'url' }, hint: '文章从文章库选择；H5 填 https 链接' }),
  ],
  limits: { maxLive: 1 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -600,
      operator: '梁志豪',
      values: { headline: '科技股业绩季：腾讯阿里相继放榜', tag: 'earnings', stocks: ordered('00700.HK', '09988.HK'), jump_type: 'article', jump_target: 'A20261117013' },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '黄诗韵',
      values: { headline: '年末分红季来了', tag: 'corporate', stocks: ordered('00941.HK', '00883.HK', '00939.HK'), jump_type: 'h5', jump_target: 'https://m.example-broker.com/event/dividend-2026' },
    },
    { status: 'history', offsetMinutes: -20160, operator: '梁志豪', values: { headline: '美联储议息前瞻', tag: 'macro', stocks: [], jump_type: 'article', jump_target: 'A20261121008' } },
  ],
});
