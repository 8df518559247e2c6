/**
 * 滑动卡片 (slideCards): the 「精选活动」 strip of the 理财 home page — cards swiped sideways, each a 300×180 picture,
 * a title, a line under it, a corner tag and where a tap goes (jump types of homeNavigation). Unlike a carousel it
 * does not turn by itself, so it has no interval; the first card and a half show, which invites the swipe. Base
 * `operation/wm/slidecards/`. Design where the spec is silent:
 * - 2–8 cards (one card is not a strip; past eight nobody swipes), titles distinct.
 * - A strip runs for a campaign period: schedule `effect_dead` (生效 / 失效时间); one strip live at a time, and
 *   periods may not overlap (the engine's 1013).
 * Seeds name fund library ids 3 华晟环球投资级债券, 8 恒盈港股高股息 and the anchor article A20261119014 (高股息).
 */
import { defineModule, field, seedImagePath, type ListItem } from 'shared-ui/contract';
import { distinctItemTexts, entranceJumpFields, itemsOf, type EntranceJumpType } from './entrances';

export const SLIDE_CARD_IMAGE = { width: 300, height: 180 } as const;

type SeedCard = readonly [title: string, line: string, jumpType: EntranceJumpType, target: string, tag?: string];
const slideCardsOf = (set: string, ...items: readonly SeedCard[]): ListItem[] =>
  items.map(([title, subtitle, jump_type, jump_target, tag = ''], i) => ({
    position: i + 1,
    image: seedImagePath(`wm-slide-${set}-${String(i + 1)}`, SLIDE_CARD_IMAGE),
    title,
    subtitle,
    tag,
    jump_type,
    jump_target,
  }));

export const slideCards = defineModule({
  area: 'wm',
  name: 'slideCards',
  title: '滑动卡片',
  description: '理财首页「精选活动」横滑卡片：每期 2–8 张，图片、标题、副标题与角标，按生效、失效时间上下线',
  apiBase: 'operation/wm/slidecards/',
  schedule: 'effect_dead',
  fields: [
    field.text('title', '栏目标题', { required: true, maxLength: 8, defaultValue: '精选活动', inList: true }),
    field.list('cards', '卡片', {
      min: 2,
      max: 8,
      inList: true,
      hint: '横向滑动，按顺序从左到右',
      itemFields: [
        field.image('image', '卡片图片', SLIDE_CARD_IMAGE, { required: true }),
        field.text('title', '标题', { required: true, maxLength: 12 }),
        field.text('subtitle', '副标题', { maxLength: 16, hint: '标题下方一行小字，可不填' }),
        field.text('tag', '角标', { maxLength: 4, hint: '图片左上角的小标签，如「限时」，可不填' }),
        ...entranceJumpFields('h5'),
      ],
    }),
  ],
  rules: [{ field: 'cards', message: '卡片标题不能重复', test: (values) => distinctItemTexts(itemsOf(values, 'cards'), 'title') }],
  limits: { maxLive: 1 },
  seed: [
    {
      status: 'published',
      offsetMinutes: -180,
      operator: '王晓雯',
      values: {
        title: '精选活动',
        cards: slideCardsOf(
          'live',
          ['年终理财季', '申购费 1 折起', 'h5', 'https://m.example-wealth.com/activity/year-end-2026', '限时'],
          ['环球债一篮子', '分散配置全球债券', 'fund', '3'],
          ['高股息还能买吗', '年末分红季解读', 'article', 'A20261119014'],
        ),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '李思琪',
      values: {
        title: '新春活动',
        cards: slideCardsOf(
          'spring',
          ['新春红包', '最高 888 元', 'h5', 'https://m.example-wealth.com/activity/spring-2027', '红包'],
          ['港股高股息', '收息过新年', 'fund', '8'],
        ),
      },
    },
    { status: 'draft', values: { title: '开户礼', cards: slideCardsOf('account', ['新客开户礼', '开户即送体验金', 'open_account', '', '新客'], ['风险测评', '先测评再投资', 'risk_test', '']) } },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '陈浩然',
      values: {
        title: '双十一',
        cards: slideCardsOf('double11', ['双十一理财节', '新客专享费率', 'h5', 'https://m.example-wealth.com/activity/double11-2026', '限时'], ['定投专区', '10 元起投', 'auto_invest', '']),
      },
    },
  ],
});
