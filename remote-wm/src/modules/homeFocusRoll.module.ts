/**
 * App 首页焦点图 (homeFocusRoll): the big carousel on the app's home page, the most-seen spot, 1–6 slides, each a
 * 375×170 picture opening a fund, an article or an H5 campaign page. Campaign sets run for a window (effect and dead
 * time). Shape: focusScroll.ts. Seed targets: fund library ids (2 鼎泰港元货币, 9 华晟中国新经济) and seeded articles
 * (A20261112012 11 月 PMI, A20261119014 高股息).
 */
import { focusScrollSlot, seedSlides } from './focusScroll';

export const homeFocusRoll = focusScrollSlot({
  name: 'homeFocusRoll',
  title: 'App 首页焦点图',
  description: 'App 首页顶部焦点图：每期 1–6 张，点击打开基金、文章或 H5 活动页，按生效、失效时间上下线',
  apiBase: 'operation/wm/focusscroll/app/home/',
  schedule: 'effect_dead',
  slides: { min: 1, max: 6 },
  placementHint: 'App 首页顶部，全站曝光最高的位置',
  seed: [
    {
      status: 'published',
      offsetMinutes: -60,
      operator: '李思琪',
      values: {
        name: '首页 · 年末开户礼',
        interval: 3,
        slides: seedSlides(
          'home-focus-roll',
          ['开户礼：新客理财体验金', 'h5', 'https://m.example-wealth.com/activity/open-account-2026', '新客'],
          ['港元现金管家', 'fund', '2'],
          ['11 月 PMI 重回扩张区间', 'article', 'A20261112012', '解读'],
          ['年末分红季：高股息还能买吗', 'article', 'A20261119014'],
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 4320,
      operator: '王晓雯',
      values: {
        name: '首页 · 中国新经济',
        interval: 4,
        slides: seedSlides('home-focus-roll', ['把握中国新经济成长', 'fund', '9', '精选'], ['新年开户礼加码', 'h5', 'https://m.example-wealth.com/activity/new-year-2027']),
      },
    },
    {
      status: 'history',
      offsetMinutes: -30240,
      operator: '陈浩然',
      values: { name: '首页 · 国庆理财', interval: 4, slides: seedSlides('home-focus-roll', ['国庆理财不打烊', 'h5', 'https://m.example-wealth.com/activity/national-day-2026', '假期']) },
    },
  ],
});
