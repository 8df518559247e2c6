/**
 * 理财 App 推送 (/operation/wm/push): the push screen with pre-push and already pushed. Rules: sharedBases/push. Seed
 * targets name real library items (fund library id 3; article A20261121008, mock-server's SEED_LINK_IDS.wmPushArticle).
 */
import { defineModule, pushBase, pushScopes } from 'shared-ui/contract';

export const push = defineModule({
  ...pushBase,
  area: 'wm',
  name: 'push',
  title: '推送',
  scope: pushScopes.wm,
  seed: [
    {
      status: 'draft',
      values: {
        content: '【年终理财季】精选稳健型基金申购费率 1 折起，12 月 31 日截止，点击查看活动详情',
        jump_type: 'h5',
        jump_target: 'https://m.example-wealth.com/activity/year-end-2026',
        apply_crowd: 0,
        effective_hours: 24,
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 120,
      operator: '王晓雯',
      values: {
        content: '您关注的「华晟环球投资级债券基金」已更新 11 月运作报告，点击查看持仓变化',
        jump_type: 'fund',
        // Fund library id 3 (华晟环球投资级债券基金): the push opens the fund's page, and keeps the fund in use.
        jump_target: '3',
        apply_crowd: 2,
        effective_hours: 12,
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1500,
      operator: '李思琪',
      values: {
        content: '美联储 12 月议息前瞻：降息预期升温，债券基金怎么配？投资策略团队为您解读',
        jump_type: 'article',
        jump_target: 'A20261121008',
        apply_crowd: 0,
        effective_hours: 48,
      },
    },
    {
      status: 'published',
      offsetMinutes: -180,
      operator: '陈浩然',
      values: {
        content: '您的 11 月理财月报已生成，打开 App 看看本月收益与资产分布吧',
        jump_type: 'open_app',
        jump_target: '',
        apply_crowd: 2,
        effective_hours: 72,
      },
    },
    {
      status: 'history',
      offsetMinutes: -14400,
      operator: '王晓雯',
      values: {
        content: '双十一理财节最后一天：新客专享 7 日年化 5% 货币基金体验额度，今晚 24 点截止',
        jump_type: 'h5',
        jump_target: 'https://m.example-wealth.com/activity/double11-2026',
        apply_crowd: 1,
        effective_hours: 24,
      },
    },
  ],
  // Spec §7 list parameters: find a push by its words or by the crowd it goes to.
  listFilters: [
    { kind: 'search', param: 'searchContent', label: '搜索推送内容', fields: ['content'] },
    { kind: 'select', param: 'apply_crowd', label: '适用人群', field: 'apply_crowd' },
  ],
});
