/**
 * 广告位（往期回顾）(advertising): the 证券 App's banner ads — on the home page, the market page, after a trade and on
 * 我的 — each with an image, where a tap goes, who sees it and a window. Campaigns come back (new-share season, the
 * year-end commission offer), so the published and past lists are where staff look back at earlier ads and copy one
 * into a new draft (复制为草稿, spec §7 `publish/clone`) instead of typing it again. Up to 8 live ads, rotated by weight.
 */
import { APPLICABLE_CROWD, defineModule, field, listFilter, seedImagePath, type Option } from 'shared-ui/contract';

export const AD_SLOTS: readonly Option<string>[] = [
  { value: 'home', label: '首页 banner' },
  { value: 'market', label: '行情页 banner' },
  { value: 'trade_done', label: '交易完成页' },
  { value: 'mine', label: '我的页 banner' },
];

export const AD_JUMP_TYPES: readonly Option<string>[] = [
  { value: 'h5', label: 'H5 页面' },
  { value: 'article', label: '文章' },
  { value: 'stock', label: '个股详情' },
];

/** 690×240 at 3x: one banner size for every slot, so an ad can move between slots without a new image. */
export const AD_IMAGE_SLOT = { width: 690, height: 240 } as const;

export const advertising = defineModule({
  area: 'br',
  name: 'advertising',
  title: '广告位（往期回顾）',
  description: '首页、行情页、交易完成页和我的页的 banner 广告；已发布和历史广告可复制为新草稿再次投放',
  apiBase: 'operation/broker/advertising/banner/',
  schedule: 'start_end',
  prepublishOrderBy: 'start_time',
  fields: [
    field.text('title', '广告标题', { required: true, maxLength: 20, inList: true, hint: '仅后台识别用，App 不展示' }),
    field.select('slot', '广告位置', AD_SLOTS, { required: true, defaultValue: 'home', inList: true }),
    field.image('image', '广告图', AD_IMAGE_SLOT, { required: true }),
    field.select('jump_type', '跳转类型', AD_JUMP_TYPES, { required: true, defaultValue: 'h5' }),
    field.jumpTarget('jump_target', '跳转目标', {
      required: true,
      typeField: 'jump_type',
      targets: { h5: 'url', article: { library: 'articles' }, stock: { library: 'stocks' } },
      hint: 'H5 填 https 链接；文章、个股从库中选择',
    }),
    field.select('population_type', '展示人群', APPLICABLE_CROWD, { required: true, defaultValue: 0, inList: true }),
    field.number('weight', '轮播权重', { required: true, integer: true, min: 1, max: 100, defaultValue: 10, hint: '同一位置多条广告时，权重越大展示越靠前' }),
    field.text('campaign', '所属活动', { maxLength: 20, inList: true, hint: '如「双十一开户礼」，便于往期回顾时查找' }),
  ],
  cloneable: true,
  windowsMayOverlap: true,
  limits: { maxLive: 8 },
  listFilters: [listFilter.search('搜索标题或活动', ['title', 'campaign']), listFilter.select('apply_crowd', '展示人群', { field: 'population_type' })],
  seed: [
    {
      status: 'published',
      offsetMinutes: -300,
      operator: '黄诗韵',
      values: { title: '年末佣金优惠', slot: 'home', image: seedImagePath('ad-yearend', AD_IMAGE_SLOT), jump_type: 'h5', jump_target: 'https://m.example-broker.com/promo/yearend-2026', population_type: 2, weight: 20, campaign: '年末回馈' },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '梁志豪',
      values: { title: '美股盘前交易上线', slot: 'market', image: seedImagePath('ad-premarket', AD_IMAGE_SLOT), jump_type: 'article', jump_target: 'A20261121008', population_type: 0, weight: 10, campaign: '' },
    },
    {
      status: 'history',
      offsetMinutes: -43200,
      operator: '黄诗韵',
      values: { title: '双十一开户礼', slot: 'home', image: seedImagePath('ad-double11', AD_IMAGE_SLOT), jump_type: 'h5', jump_target: 'https://m.example-broker.com/promo/double11-2026', population_type: 1, weight: 30, campaign: '双十一开户礼' },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '梁志豪',
      values: { title: '腾讯业绩解读', slot: 'trade_done', image: seedImagePath('ad-tencent', AD_IMAGE_SLOT), jump_type: 'stock', jump_target: '00700.HK', population_type: 2, weight: 5, campaign: '业绩季' },
    },
  ],
});
