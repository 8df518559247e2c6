/**
 * 理财首页焦点轮播 (focusRoll): the carousel at the top of the 理财 tab, 1–5 slides, each a 375×170 picture opening a
 * fund, an article or an H5 campaign page. Campaign sets run for a window (effect and dead time). Shape: focusScroll.ts.
 * Seed targets: fund library ids (1 恒盈美元货币, 3 华晟环球投资级债券, 5 博睿短债, 12 博睿全球科技QDII) and seeded
 * articles (A20261110011 美元指数回落, A20261114018 债券基金也会亏钱？).
 */
import { focusScrollSlot, seedSlides } from './focusScroll';

export const focusRoll = focusScrollSlot({
  name: 'focusRoll',
  title: '理财首页焦点轮播',
  description: '理财频道顶部的焦点轮播图：每期 1–5 张，点击打开基金、文章或 H5 活动页，按生效、失效时间上下线',
  apiBase: 'operation/wm/focusscroll/wealth/home/',
  schedule: 'effect_dead',
  slides: { min: 1, max: 5 },
  placementHint: '理财频道顶部，按顺序自动轮播',
  seed: [
    {
      status: 'published',
      offsetMinutes: -120,
      operator: '王晓雯',
      values: {
        name: '12 月年终理财季',
        interval: 4,
        slides: seedSlides(
          'focus-roll',
          ['年终理财季 申购费 1 折起', 'h5', 'https://m.example-wealth.com/activity/year-end-2026', '活动'],
          ['美元闲钱理财 T+1 到账', 'fund', '1', '稳健'],
          ['美元走弱，港元资产与美元债的机会', 'article', 'A20261110011'],
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '李思琪',
      values: {
        name: '元旦新年配置',
        interval: 5,
        slides: seedSlides(
          'focus-roll',
          ['新年配置：环球债一篮子', 'fund', '3', '新年'],
          ['短债打底，回撤可控', 'fund', '5'],
          ['人民币投资全球科技', 'fund', '12', '热门'],
          ['债券基金也会亏钱？读懂久期', 'article', 'A20261114018'],
        ),
      },
    },
    {
      status: 'draft',
      values: { name: '春节红包季（草稿）', interval: 4, slides: seedSlides('focus-roll', ['春节理财红包 最高 888 元', 'h5', 'https://m.example-wealth.com/activity/spring-2027', '红包']) },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '陈浩然',
      values: {
        name: '双十一理财节',
        interval: 4,
        slides: seedSlides('focus-roll', ['双十一理财节 新客专享', 'h5', 'https://m.example-wealth.com/activity/double11-2026', '限时'], ['港股高息龙头', 'fund', '8']),
      },
    },
  ],
});
