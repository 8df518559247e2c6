/**
 * 基金频道轮播 (focusRolling): the carousel of the 基金 channel page, 1–5 slides promoting funds and fund reading,
 * each a 375×170 picture opening a fund, an article or an H5 page. Evergreen: published at a time and live until the
 * next set replaces it or it is taken off shelf. Shape: focusScroll.ts. Seed targets: fund library ids (4 港汇亚洲高息,
 * 6 中润稳健配置, 10 鼎泰恒指, 11 瑞联标普500) and seeded articles (A20261111017 风险等级, A20261117013 AI 算力).
 */
import { focusScrollSlot, seedSlides } from './focusScroll';

export const focusRolling = focusScrollSlot({
  name: 'focusRolling',
  title: '基金频道轮播',
  description: '基金频道页顶部轮播图：每期 1–5 张，推荐基金或基金投教文章，发布后持续展示直至被替换或下架',
  apiBase: 'operation/wm/focusscroll/fund/channel/',
  schedule: 'push_time',
  slides: { min: 1, max: 5 },
  placementHint: '基金频道页顶部',
  seed: [
    {
      status: 'published',
      offsetMinutes: -4320,
      operator: '陈浩然',
      values: {
        name: '基金频道 · 12 月',
        interval: 5,
        slides: seedSlides(
          'focus-rolling',
          ['亚洲高息债，每月派息', 'fund', '4', '月月派'],
          ['股债均衡，一只搞定', 'fund', '6'],
          ['LV1 到 LV5，风险等级怎么看', 'article', 'A20261111017', '投教'],
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '王晓雯',
      values: {
        name: '基金频道 · 指数专题',
        interval: 4,
        slides: seedSlides('focus-rolling', ['一键配置恒指成分股', 'fund', '10', '低费率'], ['美股核心资产 标普 500', 'fund', '11'], ['AI 算力需求再超预期', 'article', 'A20261117013', '热点']),
      },
    },
    { status: 'draft', values: { name: '基金频道 · 定投季', interval: 4, slides: seedSlides('focus-rolling', ['定投季：每月 100 元起', 'h5', 'https://m.example-wealth.com/activity/sip-2027']) } },
  ],
});
