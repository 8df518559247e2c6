/**
 * 模块内轮播 (focusRollModule): the small carousel inside the 理财专区 block of the home page, 1–3 slides, each a
 * 375×170 picture opening a fund, an article or an H5 page. Evergreen: published at a time and live until replaced or
 * taken off shelf. Shape: focusScroll.ts. Seed targets: fund library ids (3 华晟环球投资级债券, 7 瑞联多元资产) and the
 * seeded article A20261110011 (美元指数回落).
 */
import { focusScrollSlot, seedSlides } from './focusScroll';

export const focusRollModule = focusScrollSlot({
  name: 'focusRollModule',
  title: '模块内轮播',
  description: '首页「理财专区」模块内的小轮播：每期 1–3 张，点击打开基金、文章或 H5 页，发布后持续展示直至被替换或下架',
  apiBase: 'operation/wm/focusscroll/zone/module/',
  schedule: 'push_time',
  slides: { min: 1, max: 3 },
  placementHint: '首页「理财专区」模块内',
  seed: [
    {
      status: 'published',
      offsetMinutes: -2880,
      operator: '王晓雯',
      values: {
        name: '理财专区 · 稳健配置',
        interval: 4,
        slides: seedSlides('focus-roll-module', ['环球优质债券一篮子配置', 'fund', '3', '稳健'], ['多元资产，分散风险', 'fund', '7']),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '陈浩然',
      values: {
        name: '理财专区 · 美元资产',
        interval: 4,
        slides: seedSlides('focus-roll-module', ['美元走弱，美元债机会来了', 'article', 'A20261110011', '解读'], ['美元闲钱理财专区', 'h5', 'https://m.example-wealth.com/zone/usd']),
      },
    },
    {
      status: 'history',
      offsetMinutes: -14400,
      operator: '李思琪',
      values: { name: '理财专区 · 双十一', interval: 3, slides: seedSlides('focus-roll-module', ['双十一理财节 专区特惠', 'h5', 'https://m.example-wealth.com/activity/double11-2026', '限时']) },
    },
  ],
});
