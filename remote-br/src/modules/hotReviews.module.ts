/**
 * 热门点评 (hotReviews): the 「热门点评」 strip of the 行情 page — 1–5 stocks from the stocks library, each with the
 * research desk's one-paragraph take, its stance and who wrote it. A take is an opinion, not advice: the app shows the
 * disclaimer below the strip. One set live at a time: the next is published once the live one is taken off shelf.
 */
import { defineModule, field, type Option, type RefListItem } from 'shared-ui/contract';

/** The stance badge beside a stock. 看多 / 中性 / 看空 rather than 买入 / 卖出: a strip is not a rating. */
export const REVIEW_STANCES: readonly Option<string>[] = [
  { value: 'bullish', label: '看多' },
  { value: 'neutral', label: '中性' },
  { value: 'bearish', label: '看空' },
];

type SeedReview = readonly [stock: string, stance: 'bullish' | 'neutral' | 'bearish', review: string, reviewer: string];
const reviews = (...items: readonly SeedReview[]): RefListItem[] => items.map(([id, stance, review, reviewer], i) => ({ id, position: i + 1, stance, review, reviewer }));

export const hotReviews = defineModule({
  area: 'br',
  name: 'hotReviews',
  title: '热门点评',
  description: '行情页「热门点评」：选择 1–5 只股票，每只写一段点评（观点、点评人），附免责声明',
  apiBase: 'operation/broker/hotreviews/',
  schedule: 'push_time',
  // Its heading is the slot's title: the picks say which entry (issue 44, item 6).
  entryName: ['title', 'stocks'],
  fields: [
    field.text('title', '栏目标题', { required: true, maxLength: 12, defaultValue: '热门点评', inList: true }),
    field.refList('stocks', '点评股票', 'stocks', {
      min: 1,
      max: 5,
      inList: true,
      hint: '输入代码、名称或拼音首字母搜索',
      itemFields: [
        field.select('stance', '观点', REVIEW_STANCES, { required: true, defaultValue: 'neutral' }),
        field.textarea('review', '点评', { required: true, maxLength: 80, hint: '一段话讲清逻辑' }),
        field.text('reviewer', '点评人', { required: true, maxLength: 10, hint: '研究员姓名，持牌人须与公示一致' }),
      ],
    }),
    field.textarea('disclaimer', '免责声明', {
      required: true,
      maxLength: 120,
      defaultValue: '以上点评仅代表研究员个人观点，不构成投资建议。股票价格可升可跌，投资前请审慎考虑。',
    }),
  ],
  limits: { maxLive: 1 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -300,
      operator: '梁志豪',
      values: {
        title: '热门点评',
        stocks: reviews(
          ['00700.HK', 'bullish', '游戏与广告双引擎，视频号商业化提速，回购持续托底估值。', '梁志豪'],
          ['09988.HK', 'neutral', '云业务增速回升，但电商竞争仍激烈，等待利润率改善信号。', '何嘉'],
          ['00388.HK', 'bullish', '港股成交额维持高位，新股上市潮带动交易与结算收入。', '梁志豪'],
        ),
        disclaimer: '以上点评仅代表研究员个人观点，不构成投资建议。股票价格可升可跌，投资前请审慎考虑。',
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1080,
      operator: '黄诗韵',
      values: {
        title: '财报季点评',
        stocks: reviews(['01810.HK', 'bullish', '汽车业务交付超预期，手机高端化带动毛利率提升。', '何嘉'], ['AAPL.US', 'neutral', '新机周期温和，服务收入占比提升支撑估值。', '何嘉']),
        disclaimer: '以上点评仅代表研究员个人观点，不构成投资建议。股票价格可升可跌，投资前请审慎考虑。',
      },
    },
    {
      status: 'history',
      offsetMinutes: -10080,
      operator: '梁志豪',
      values: { title: '热门点评', stocks: reviews(['03690.HK', 'bearish', '即时零售补贴加码，短期利润承压。', '梁志豪']), disclaimer: '以上点评仅代表研究员个人观点，不构成投资建议。' },
    },
  ],
});
