/**
 * 会员权益 (memberInterest): the benefits page of each membership tier of the 证券 App — what a tier's client gets
 * (commission discounts, free Level 2 quotes, IPO financing interest discounts …): the tier, its entry condition, 2–8
 * benefit tiles (a 96×96 icon, a name, a short line, an optional H5 link) and the rules in rich text. One live page per
 * tier: publishing another for the same tier waits until the old is off shelf.
 */
import { defineModule, field, seedImagePath, type ListItem, type Option } from 'shared-ui/contract';

export const MEMBER_TIERS: readonly Option<string>[] = [
  { value: 'standard', label: '普通会员' },
  { value: 'gold', label: '黄金会员' },
  { value: 'platinum', label: '铂金会员' },
  { value: 'diamond', label: '钻石会员' },
];

export const BENEFIT_ICON_SLOT = { width: 96, height: 96 } as const;

type SeedBenefit = readonly [icon: string, name: string, line: string, link?: string];
const benefits = (...items: readonly SeedBenefit[]): ListItem[] =>
  items.map(([icon, name, line, link = ''], i) => ({ position: i + 1, icon: seedImagePath(`member-${icon}`, BENEFIT_ICON_SLOT), name, line, link }));

export const memberInterest = defineModule({
  area: 'br',
  name: 'memberInterest',
  title: '会员权益',
  description: '各会员等级的权益页：达标条件、2–8 个权益卡片与权益规则，每个等级同一时间一页',
  apiBase: 'operation/broker/memberinterest/',
  schedule: 'push_time',
  fields: [
    field.select('tier', '会员等级', MEMBER_TIERS, { required: true, defaultValue: 'standard', inList: true }),
    field.text('condition', '达标条件', { required: true, maxLength: 30, inList: true, hint: '如「近 30 日日均资产 ≥ 50 万港元」' }),
    field.list('benefits', '权益', {
      min: 2,
      max: 8,
      itemFields: [
        field.image('icon', '图标', BENEFIT_ICON_SLOT, { required: true }),
        field.text('name', '权益名称', { required: true, maxLength: 8 }),
        field.text('line', '说明', { required: true, maxLength: 20 }),
        field.link('link', '详情链接', { hint: '点击卡片打开的 H5 页面，可不填' }),
      ],
    }),
    field.richText('rules', '权益规则', { required: true, maxLength: 2000 }),
  ],
  uniqueWhileLive: { fields: ['tier'], message: '该会员等级已有上线的权益页，请先下架' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -10080,
      operator: '黄诗韵',
      values: {
        tier: 'gold',
        condition: '近 30 日日均资产 ≥ 50 万港元',
        benefits: benefits(['commission', '佣金优惠', '港股佣金低至 0.03%'], ['level2', 'L2 行情', '港股十档行情免费看', 'https://m.example-broker.com/member/level2'], ['ipo', '打新特权', '融资认购利息 8 折']),
        rules: '<p>会员等级每月 1 日按上月日均资产评定，权益自评定次日起生效。</p><p>佣金优惠不含交易所及中央结算收费。</p>',
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '梁志豪',
      values: {
        tier: 'diamond',
        condition: '近 30 日日均资产 ≥ 500 万港元',
        benefits: benefits(['commission', '佣金优惠', '港美股佣金低至 0.02%'], ['advisor', '专属顾问', '一对一客户经理服务'], ['level2', '全市场行情', '港美股深度行情免费']),
        rules: '<p>钻石会员权益按月评定，专属顾问服务时间为交易日 9:00–18:00。</p>',
      },
    },
    {
      status: 'history',
      offsetMinutes: -43200,
      operator: '黄诗韵',
      values: {
        tier: 'gold',
        condition: '近 30 日日均资产 ≥ 30 万港元',
        benefits: benefits(['commission', '佣金优惠', '港股佣金低至 0.05%'], ['level2', 'L2 行情', '港股十档行情体验']),
        rules: '<p>旧版黄金会员规则，已由新规则替代。</p>',
      },
    },
  ],
});
