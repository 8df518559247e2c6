/** 证券 App 灵活入口 (base mobileportal). Fields and the one-entrance-per-position rule: sharedBases/mobilePortal. */
import { defineModule, mobilePortalBase, mobilePortalScopes } from 'shared-ui/contract';

export const motoEntrance = defineModule({
  ...mobilePortalBase,
  area: 'br',
  name: 'motoEntrance',
  title: '灵活入口',
  scope: mobilePortalScopes.br,
  seed: [
    { status: 'published', offsetMinutes: -43200, operator: '张子健', values: { position: 1, name: { 'zh-hans': '港股打新', 'zh-hant': '港股打新', en: 'HK IPO' }, jump_link: 'https://m.example-broker.com/ipo/hk' } },
    { status: 'published', offsetMinutes: -43100, operator: '张子健', values: { position: 2, name: { 'zh-hans': '资金划转', 'zh-hant': '資金劃轉', en: 'Transfer' }, jump_link: 'https://m.example-broker.com/funds/transfer' } },
    { status: 'prepublished', offsetMinutes: 1440, operator: '周婉婷', values: { position: 3, name: { 'zh-hans': '美股期权', 'zh-hant': '美股期權', en: 'US Options' }, jump_link: 'https://m.example-broker.com/options/us' } },
    { status: 'history', offsetMinutes: -86400, operator: '刘嘉欣', values: { position: 3, name: { 'zh-hans': '模拟炒股', 'zh-hant': '模擬炒股', en: 'Paper Trading' }, jump_link: 'https://m.example-broker.com/contest/paper-trading' } },
  ],
});
