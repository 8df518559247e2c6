/**
 * 证券 App 推送 (/operation/br/push): the push screen with pre-push and already pushed. Rules: sharedBases/push. Seed
 * targets name real library items (fund library id 1; article N20261122015, mock-server's SEED_LINK_IDS.brPushArticle).
 */
import { defineModule, pushBase, pushScopes } from 'shared-ui/contract';

export const push = defineModule({
  ...pushBase,
  area: 'br',
  name: 'push',
  title: '推送',
  scope: pushScopes.br,
  seed: [
    {
      status: 'draft',
      values: {
        content: '「恒盈美元货币市场基金」支持港股账户闲置资金一键申购，T+1 赎回到账',
        jump_type: 'fund',
        // Fund library id 1 (恒盈美元货币市场基金): brokers offer money-market funds for idle cash, so br keeps 基金.
        jump_target: '1',
        apply_crowd: 2,
        effective_hours: 24,
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 180,
      operator: '张子健',
      values: {
        content: '新股认购：「云帆智能」今日起招股，入场费约 3,030 港元，点击查看新股日历',
        jump_type: 'ipo_calendar',
        jump_target: '',
        apply_crowd: 0,
        effective_hours: 12,
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '周婉婷',
      values: {
        content: '南向资金连续 5 日净流入，券商策略：年末关注高股息与科技龙头',
        jump_type: 'article',
        jump_target: 'N20261122015',
        apply_crowd: 0,
        effective_hours: 24,
      },
    },
    {
      status: 'published',
      offsetMinutes: -90,
      operator: '张子健',
      values: {
        content: '感恩节休市提醒：11 月 26 日美股休市一天，27 日提前至北京时间凌晨 2:00 收市',
        jump_type: 'h5',
        jump_target: 'https://m.example-broker.com/notice/us-thanksgiving-2026',
        apply_crowd: 2,
        effective_hours: 24,
      },
    },
    {
      status: 'history',
      offsetMinutes: -14400,
      operator: '刘嘉欣',
      values: {
        content: '双十一开户礼：新开户即享港美股交易 0 佣金 180 天，名额有限',
        jump_type: 'h5',
        jump_target: 'https://m.example-broker.com/activity/double11-2026',
        apply_crowd: 1,
        effective_hours: 72,
      },
    },
    {
      status: 'history',
      offsetMinutes: -30240,
      operator: '周婉婷',
      values: { content: '您的 Level 2 港股行情体验卡已到账，打开 App 即可查看十档买卖盘', jump_type: 'open_app', jump_target: '', apply_crowd: 2, effective_hours: 48 },
    },
  ],
  // Spec §7 list parameters: find a push by its words or by the crowd it goes to.
  listFilters: [
    { kind: 'search', param: 'searchContent', label: '搜索推送内容', fields: ['content'] },
    { kind: 'select', param: 'apply_crowd', label: '适用人群', field: 'apply_crowd' },
  ],
});
