/** 证券 App 落地页. Fields and the bannerId rule (1019): sharedBases/landingPage. */
import { defineModule, landingPageBase, landingPageScopes } from 'shared-ui/contract';

export const landingPage = defineModule({
  ...landingPageBase,
  area: 'br',
  name: 'landingPage',
  title: '落地页',
  scope: landingPageScopes.br,
  seed: [
    {
      status: 'prepublished',
      offsetMinutes: 240,
      operator: '周婉婷',
      values: {
        banner_id: 'br_ipo_season',
        description: '港股打新季：新开户用户首次认购新股免手续费，现金认购 0 元起',
        download_link: 'https://m.example-broker.com/download?ch=ipo_season',
        register_link: 'https://m.example-broker.com/register?from=ipo_season',
        config: '{"theme":"dark","showIpoList":true,"maxItems":5}',
      },
    },
    {
      status: 'published',
      offsetMinutes: -4320,
      operator: '张子健',
      values: {
        banner_id: 'br_us_zero_fee',
        description: '美股 0 佣金：开户后 180 天内美股交易免佣金，支持盘前盘后交易',
        download_link: 'https://m.example-broker.com/download?ch=us_zero_fee',
        register_link: 'https://m.example-broker.com/register?from=us_zero_fee',
        config: '{"theme":"blue","market":"us","days":180}',
      },
    },
    {
      status: 'history',
      offsetMinutes: -30240,
      operator: '刘嘉欣',
      values: {
        banner_id: 'br_national_day_2026',
        description: '国庆开户礼：开户入金即送港股 Level 2 行情 3 个月',
        download_link: 'https://m.example-broker.com/download?ch=national_day',
        register_link: 'https://m.example-broker.com/register?from=national_day_2026',
        config: '{"theme":"red","gift":"lv2_3m"}',
      },
    },
  ],
});
