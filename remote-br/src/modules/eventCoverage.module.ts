/**
 * 大事件 (eventCoverage): the event pages of the 证券 App — a market event (a results season, a big IPO, a rate
 * decision) covered while it matters: a cover, a lead, the stocks it moves (shown with live quotes) and the articles
 * that explain it. Published at a time and live until taken off shelf when the event has passed; several events are
 * live at once (at most 10, newest first), which is why it has no window: windows of one module may not overlap (1013).
 */
import { defineModule, field, seedImagePath, type RefListItem } from 'shared-ui/contract';
import { EVENT_COVER_SLOT, EVENT_TAGS } from './eventTags';

const ordered = (...ids: readonly string[]): RefListItem[] => ids.map((id, i) => ({ id, position: i + 1 }));

export const eventCoverage = defineModule({
  area: 'br',
  name: 'eventCoverage',
  title: '大事件',
  description: '大事件专题页：事件简介、相关股票（1–6 只，展示实时行情）与解读文章（1–8 篇），事件结束后下架，同时最多 10 个',
  apiBase: 'operation/broker/eventcoverage/',
  schedule: 'push_time',
  fields: [
    field.text('event_name', '事件名称', { required: true, maxLength: 20, inList: true, hint: '如「美联储 12 月议息」' }),
    field.select('tag', '事件类型', EVENT_TAGS, { required: true, defaultValue: 'earnings', inList: true }),
    field.image('cover', '封面图', EVENT_COVER_SLOT, { required: true }),
    field.textarea('summary', '事件简介', { required: true, maxLength: 120, hint: '专题页顶部的导语' }),
    field.refList('stocks', '相关股票', 'stocks', { min: 1, max: 6, inList: true, hint: '受事件影响的股票' }),
    field.refList('articles', '解读文章', 'articles', { min: 1, max: 8, hint: '从文章库选择' }),
  ],
  limits: { maxLive: 10 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -600,
      operator: '梁志豪',
      values: {
        event_name: '港股科技股业绩季',
        tag: 'earnings',
        cover: seedImagePath('event-coverage-1', EVENT_COVER_SLOT),
        summary: '腾讯、阿里、美团相继公布季度业绩，市场关注广告、云与即时零售的增长与利润率。',
        stocks: ordered('00700.HK', '09988.HK', '03690.HK'),
        articles: ordered('A20261117013', 'N20261122015'),
      },
    },
    {
      status: 'published',
      offsetMinutes: -300,
      operator: '黄诗韵',
      values: {
        event_name: '美联储 12 月议息',
        tag: 'macro',
        cover: seedImagePath('event-coverage-2', EVENT_COVER_SLOT),
        summary: '市场押注年内再降息一次，美元走弱与港元资产的联动值得关注。',
        stocks: ordered('00005.HK', '00388.HK'),
        articles: ordered('A20261110011', 'A20261121008'),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '梁志豪',
      values: {
        event_name: '年末高股息分红季',
        tag: 'corporate',
        cover: seedImagePath('event-coverage-3', EVENT_COVER_SLOT),
        summary: '央企与公用事业股陆续公布派息安排，南向资金持续增配高股息资产。',
        stocks: ordered('00941.HK', '00883.HK', '00939.HK'),
        articles: ordered('A20261119014'),
      },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '黄诗韵',
      values: {
        event_name: '11 月 PMI 公布',
        tag: 'macro',
        cover: seedImagePath('event-coverage-4', EVENT_COVER_SLOT),
        summary: '制造业 PMI 重回扩张区间，内需修复进行时。',
        stocks: ordered('02318.HK'),
        articles: ordered('A20261112012'),
      },
    },
  ],
});
