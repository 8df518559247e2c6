/** 理财 App 落地页. Fields and the bannerId rule (1019): sharedBases/landingPage. */
import { defineModule, landingPageBase, landingPageScopes } from 'shared-ui/contract';

export const landingPage = defineModule({
  ...landingPageBase,
  area: 'wm',
  name: 'landingPage',
  title: '落地页',
  scope: landingPageScopes.wm,
  seed: [
    {
      status: 'draft',
      values: {
        banner_id: 'wm_newcomer_2027',
        description: '2027 新客理财礼包：注册即领 88 元理财体验金，首笔申购再享费率 1 折',
        download_link: 'https://m.example-wealth.com/download?ch=newcomer2027',
        register_link: 'https://m.example-wealth.com/register?from=newcomer2027',
        config: '{"theme":"red","showCoupon":true,"couponAmount":88}',
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 60,
      operator: '李思琪',
      values: {
        banner_id: 'wm_yearend_bond',
        description: '年终稳健配置专题：精选 6 只中短债基金，波动更小，适合年末资金安排',
        download_link: 'https://m.example-wealth.com/download?ch=yearend',
        register_link: 'https://m.example-wealth.com/register?from=yearend_bond',
        config: '{"theme":"blue","fundCodes":["HK0000512345","HK0000518820"],"showRisk":true}',
      },
    },
    {
      status: 'published',
      offsetMinutes: -2880,
      operator: '陈浩然',
      values: {
        banner_id: 'wm_mmf_plus',
        description: '美元货币基金「盈活宝」：T+1 赎回到账，闲钱理财新选择',
        download_link: 'https://m.example-wealth.com/download?ch=mmf',
        register_link: 'https://m.example-wealth.com/register?from=mmf_plus',
        config: '{"theme":"gold","currency":"USD"}',
      },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '王晓雯',
      values: {
        banner_id: 'wm_double11_2026',
        description: '双十一理财节：新客专享 7 日年化 5% 货币基金体验额度',
        download_link: 'https://m.example-wealth.com/download?ch=double11',
        register_link: 'https://m.example-wealth.com/register?from=double11',
        config: '{"theme":"red","endDate":"2026-11-11"}',
      },
    },
  ],
});
