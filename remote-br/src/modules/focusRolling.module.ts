/**
 * 首页轮播 (focusRolling): the carousel at the top of the 证券 App home page — 1–5 slides, each a 375×170 picture
 * (modules.md §9, JPG ≤ 2 MB) with a title (its alt text), where a tap goes — a fund (picked from the fund library,
 * modules.md §3: the focus-scroll carousel opens "a fund, article or H5 link"), an article, an H5 page, a stock's quote
 * page, or the IPO calendar (a screen of the app, no target) — and an optional corner badge. One set live at a time,
 * published at a time and live until taken off shelf.
 */
import { carouselFields, carouselSeedSlides, defineModule, type CarouselSeedSlide, type Option } from 'shared-ui/contract';

export const BR_CAROUSEL_JUMP_TYPES: readonly Option<string>[] = [
  { value: 'fund', label: '基金' },
  { value: 'stock', label: '个股行情' },
  { value: 'article', label: '文章' },
  { value: 'h5', label: 'H5 页面' },
  { value: 'ipo_calendar', label: '新股日历' },
];

type SeedSlide = CarouselSeedSlide<'fund' | 'stock' | 'article' | 'h5' | 'ipo_calendar'>;
const slides = (...items: readonly SeedSlide[]) => carouselSeedSlides('br-focus-rolling', 'badge', items);

export const focusRolling = defineModule({
  area: 'br',
  name: 'focusRolling',
  title: '首页轮播',
  description: '证券 App 首页顶部轮播图：每期 1–5 张，跳转基金、个股、文章、H5 或新股日历，发布后持续展示直至下架',
  apiBase: 'operation/broker/focusrolling/',
  schedule: 'push_time',
  fields: carouselFields({
    jumps: {
      types: BR_CAROUSEL_JUMP_TYPES,
      targets: { fund: { library: 'funds' }, stock: { library: 'stocks' }, article: { library: 'articles' }, h5: 'url' },
      defaultType: 'stock',
      hint: '基金、个股、文章从库中搜索选择；H5 填 http(s) 链接',
    },
    slides: { min: 1, max: 5 },
    placementHint: '首页顶部',
    badge: { name: 'badge', hint: '如「新股」「热门」，可不填' },
  }),
  limits: { maxLive: 1 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -2880,
      operator: '黄诗韵',
      values: {
        name: '首页轮播 · 12 月',
        interval: 5,
        slides: slides(['港股通新客 0 佣金', 'h5', 'https://m.example-broker.com/activity/hk-zero-commission', '限时'], ['新股日历：本周 4 只招股', 'ipo_calendar', '', '新股'], ['腾讯控股业绩前瞻', 'stock', '00700.HK']),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '梁志豪',
      values: {
        name: '首页轮播 · 分红季',
        interval: 4,
        slides: slides(['年末分红季怎么配', 'article', 'A20261119014', '热门'], ['港股高息龙头基金', 'fund', '8'], ['美股 Level 1 行情免费看', 'h5', 'https://m.example-broker.com/activity/us-quote']),
      },
    },
    { status: 'draft', values: { name: '首页轮播 · 新年', interval: 4, slides: slides(['新年开户礼', 'h5', 'https://m.example-broker.com/activity/new-year-2027', '新客']) } },
  ],
});
