/** 理财 App 灵活入口 (base mobileportal). Fields and the one-entrance-per-position rule: sharedBases/mobilePortal. */
import { defineModule, mobilePortalBase, mobilePortalScopes } from 'shared-ui/contract';

export const motoEntrance = defineModule({
  ...mobilePortalBase,
  area: 'wm',
  name: 'motoEntrance',
  title: '灵活入口',
  scope: mobilePortalScopes.wm,
  seed: [
    { status: 'draft', values: { position: 5, name: { 'zh-hans': '养老规划', 'zh-hant': '養老規劃', en: 'Retirement' }, jump_link: 'https://m.example-wealth.com/plan/retirement' } },
    { status: 'published', offsetMinutes: -43200, operator: '陈浩然', values: { position: 1, name: { 'zh-hans': '基金超市', 'zh-hant': '基金超市', en: 'Fund Mall' }, jump_link: 'https://m.example-wealth.com/fund/mall' } },
    { status: 'published', offsetMinutes: -43100, operator: '陈浩然', values: { position: 2, name: { 'zh-hans': '定投计划', 'zh-hant': '定投計劃', en: 'Auto-Invest' }, jump_link: 'https://m.example-wealth.com/plan/auto-invest' } },
    { status: 'published', offsetMinutes: -4320, operator: '王晓雯', values: { position: 3, name: { 'zh-hans': '新客专享', 'zh-hant': '新客專享', en: 'New Clients' }, jump_link: 'https://m.example-wealth.com/activity/newcomer' } },
    { status: 'prepublished', offsetMinutes: 1440, operator: '李思琪', values: { position: 4, name: { 'zh-hans': '理财日历', 'zh-hant': '理財日曆', en: 'Calendar' }, jump_link: 'https://m.example-wealth.com/calendar' } },
    { status: 'history', offsetMinutes: -86400, operator: '王晓雯', values: { position: 3, name: { 'zh-hans': '双十一专场', 'zh-hant': '雙十一專場', en: 'Double 11' }, jump_link: 'https://m.example-wealth.com/activity/double11-2026' } },
  ],
});
