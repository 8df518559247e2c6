/**
 * 市场点评 (marketComment): the daily market commentary of the wealth app's 市场 page — one piece per market and
 * trading day (港股, 美股, A股, 环球): headline, trading day, author, a summary for the list card, the commentary in
 * rich text, and up to 3 funds of the fund library shown under it as 「相关基金」. Base `operation/wm/market/comment/`.
 * Design where the spec is silent:
 * - The trading day is a date field (`YYYY-MM-DD`, the contract's one date rule), not a time: the commentary is about a
 *   session, whenever it is published.
 * - One live piece per market and trading day (1019): a correction replaces the piece (take it off shelf, publish
 *   the new one) rather than standing beside it. Several days and markets are live together; the app lists them
 *   newest first.
 * - Headline ≤ 40, summary ≤ 80 (two lines of a card), commentary ≤ 3000 visible characters, author ≤ 20.
 * - Schedule `push_time` (the morning note goes out before the open, the closing note after the close).
 * Seeds name fund library ids 8 恒盈港股高股息, 10 鼎泰恒指, 11 瑞联标普500, 12 博睿全球科技QDII.
 */
import { defineModule, field, type Option } from 'shared-ui/contract';

export const COMMENT_MARKETS: readonly Option<string>[] = [
  { value: 'hk', label: '港股' },
  { value: 'us', label: '美股' },
  { value: 'cn', label: 'A股' },
  { value: 'global', label: '环球' },
];

const commentary = (lead: string, ...points: readonly string[]) =>
  `<p>${lead}</p><ul>${points.map((p) => `<li>${p}</li>`).join('')}</ul><p>风险提示：以上内容仅供参考，不构成投资建议。</p>`;

const fundsInOrder = (...ids: readonly string[]) => ids.map((id, i) => ({ id, position: i + 1 }));

export const marketComment = defineModule({
  area: 'wm',
  name: 'marketComment',
  title: '市场点评',
  description: '市场页的每日点评：按市场与交易日发布，标题、摘要、正文与相关基金，同一市场同一交易日只上线一篇',
  apiBase: 'operation/wm/market/comment/',
  schedule: 'push_time',
  fields: [
    field.select('market', '市场', COMMENT_MARKETS, { required: true, defaultValue: 'hk', inList: true }),
    field.date('trade_date', '交易日', { required: true, inList: true, hint: '点评所针对的交易日' }),
    field.text('title', '标题', { required: true, maxLength: 40, lengthHint: 34, inList: true }),
    field.text('author', '作者', { required: true, maxLength: 20, defaultValue: '投资策略团队', inList: true }),
    field.textarea('summary', '摘要', { required: true, maxLength: 80, hint: '列表卡片中标题下方的两行文字' }),
    field.richText('content', '点评正文', { required: true, maxLength: 3000 }),
    field.refList('funds', '相关基金', 'funds', { max: 3, hint: '正文下方展示的相关基金，可不选' }),
  ],
  uniqueWhileLive: { fields: ['market', 'trade_date'], message: '该市场此交易日已有上线的点评，请先下架' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -600,
      operator: '王晓雯',
      values: {
        market: 'hk',
        trade_date: '2026-11-25',
        title: '港股收评：恒指涨 1.2%，科技与高股息齐升',
        author: '港股研究组 梁志豪',
        summary: '南向资金净买入 85 亿港元，恒生科技指数涨 2.1%；年末分红季临近，高股息央企获资金增配。',
        content: commentary('恒指全日收涨 1.2%，成交额回升至 1,300 亿港元以上。', '互联网龙头领涨，科技指数涨 2.1%', '高股息央企连续第三日获南向资金净买入', '短线留意美联储议息前的波动'),
        funds: fundsInOrder('10', '8'),
      },
    },
    {
      status: 'published',
      offsetMinutes: -300,
      operator: '王晓雯',
      values: {
        market: 'us',
        trade_date: '2026-11-25',
        title: '美股收评：降息预期升温，纳指再创新高',
        author: '投资策略团队',
        summary: '利率期货隐含 12 月降息概率升至七成以上，科技股领涨，美债收益率回落。',
        content: commentary('三大指数全线收涨，纳指涨 0.9% 再创收盘新高。', 'AI 算力链继续领涨', '10 年期美债收益率回落至 4.1%', '关注周五公布的 PCE 数据'),
        funds: fundsInOrder('11', '12'),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 720,
      operator: '李思琪',
      values: {
        market: 'global',
        trade_date: '2026-11-26',
        title: '环球早报：美元指数跌破 100，亚洲市场普涨',
        author: '投资策略团队',
        summary: '美元走弱带动新兴市场资金回流，亚洲美元债与港股估值修复值得关注。',
        content: commentary('隔夜美元指数跌破 100 关口，亚洲货币普遍走强。', '亚洲投资级美元债票息仍具吸引力', '港股估值处历史低位区间'),
        funds: [],
      },
    },
    {
      status: 'history',
      offsetMinutes: -4320,
      operator: '陈浩然',
      values: {
        market: 'hk',
        trade_date: '2026-11-22',
        title: '港股收评：南向资金连续 5 日净流入',
        author: '港股研究组 梁志豪',
        summary: '南向资金本周累计净买入超过 300 亿港元，资金集中流向高股息与互联网龙头。',
        content: commentary('恒指小幅收涨 0.4%，成交温和。', '南向资金连续五日净流入', '高股息与科技龙头获增配'),
        funds: fundsInOrder('8'),
      },
    },
  ],
});
