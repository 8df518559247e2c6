/**
 * 公共轮播焦点图 (rollFocus): the carousels of screens every app of the group shares — the account-opening page, the
 * log-in page, the 我的 page, the message centre — as opposed to each app's own home carousels (remote-wm focusRoll,
 * remote-br focusRolling). A set names its placement, the seconds between slides and 1–5 slides, each a 375×170
 * picture (modules.md §9) with a title (also its alt text), where a tap goes (a fund, an article, an H5 page) and an
 * optional corner badge — the contract's one carousel (carouselFields), as the wm and br carousels are.
 *
 * One set per placement is live: a newer set of a placement supersedes the live one (asked on save, the older retired
 * when the newer goes live), so a campaign set can be scheduled without a gap or an overlap. Schedule `push_time`.
 * Seed targets: funds 1 恒盈美元货币, 5 博睿短债, 8 恒盈港股高股息; articles A20261114018 债券基金与久期,
 * A20261111017 风险等级, N20261122015 南向资金.
 */
import { carouselFields, carouselSeedSlides, defineModule, field, type CarouselSeedSlide, type Option } from 'shared-ui/contract';
import { CONTENT_JUMP_HINT, CONTENT_JUMP_TARGETS, CONTENT_JUMP_TYPES } from './commonJumpTargets';

export const ROLL_FOCUS_PLACEMENTS: readonly Option<string>[] = [
  { value: 'open_account', label: '开户页' },
  { value: 'login', label: '登录页' },
  { value: 'mine', label: '我的页' },
  { value: 'message_center', label: '消息中心' },
];

const slides = (placement: string, ...items: readonly CarouselSeedSlide<'fund' | 'article' | 'h5'>[]) => carouselSeedSlides(`common-roll-${placement.replace('_', '-')}`, 'badge', items);

export const rollFocus = defineModule({
  area: 'common',
  name: 'rollFocus',
  title: '公共轮播焦点图',
  description: '开户页、登录页、我的页、消息中心等各 App 共用页面的轮播图，每个位置同时上线一套',
  apiBase: 'operation/common/rollfocus/',
  schedule: 'push_time',
  fields: [
    field.select('placement', '展示位置', ROLL_FOCUS_PLACEMENTS, { required: true, defaultValue: 'open_account', inList: true }),
    ...carouselFields({
      jumps: { types: CONTENT_JUMP_TYPES, targets: CONTENT_JUMP_TARGETS, defaultType: 'h5', hint: CONTENT_JUMP_HINT },
      slides: { min: 1, max: 5 },
      placementHint: '按顺序自动轮播',
      badge: { name: 'badge', hint: '图片左上角的小标签，如「新客」，可不填' },
    }),
  ],
  supersedes: { fields: ['placement'], subject: '该展示位置' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -4320,
      operator: '王晓雯',
      values: {
        placement: 'open_account',
        name: '开户有礼 12 月',
        interval: 4,
        slides: slides(
          'open_account',
          ['开户即送港股 LV2 行情 3 个月', 'h5', 'https://m.example-broker.com/activity/open-account-gift', '新客'],
          ['买基金前先看懂风险等级', 'article', 'A20261111017'],
        ),
      },
    },
    {
      status: 'published',
      offsetMinutes: -1440,
      operator: '黄诗韵',
      values: {
        placement: 'mine',
        name: '我的页 闲钱理财',
        interval: 5,
        slides: slides('mine', ['美元闲钱理财 T+1 到账', 'fund', '1', '稳健'], ['短债打底，回撤可控', 'fund', '5'], ['债券基金也会亏钱？读懂久期', 'article', 'A20261114018']),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '李思琪',
      values: {
        placement: 'message_center',
        name: '消息中心 港股高息',
        interval: 4,
        slides: slides('message_center', ['南向资金连续净流入', 'article', 'N20261122015', '热门'], ['港股高息龙头', 'fund', '8']),
      },
    },
    { status: 'draft', values: { placement: 'login', name: '登录页 春节', interval: 4, slides: slides('login', ['春节红包 最高 888 元', 'h5', 'https://m.example-wealth.com/activity/spring-2027', '红包']) } },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '陈浩然',
      values: { placement: 'open_account', name: '开户有礼 11 月', interval: 4, slides: slides('open_account', ['双十一开户礼 免佣 30 天', 'h5', 'https://m.example-broker.com/activity/double11-open', '限时']) },
    },
  ],
});
