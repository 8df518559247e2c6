/**
 * 理财 App 热门专题相关基金 (hotSubjectFund): under a hot subject (AI 算力, 高股息 …) the app lists up to three funds
 * that express it. The subject carries a risk level, and only funds of that level are offered and accepted (spec §5:
 * "hot-subject-related funds take at most three funds with matching risk") — the collection's library filter reads the
 * entry's own `risk` field (`filterFrom`), so the picker and the server apply the same rule. Matching is equality,
 * 未评估 (unassessed) included: an unassessed subject takes only unassessed funds, and an unassessed fund never joins a
 * rated subject (nobody knows its risk, so it cannot match one). Base
 * `operation/wm/funds/hot/`. Several subjects are live at once, one fund list per subject.
 */
import { FUND_RISK_LEVELS, defineModule, field } from 'shared-ui/contract';
import { fundsInOrder } from './fundSlots';

export const hotSubjectFund = defineModule({
  area: 'wm',
  name: 'hotSubjectFund',
  title: '热门专题基金',
  description: '热门专题下的相关基金：按专题风险等级选择，最多 3 只',
  apiBase: 'operation/wm/funds/hot/',
  schedule: 'push_time',
  fields: [
    field.text('subject', '专题名称', { required: true, maxLength: 12, inList: true, hint: '与热门专题的名称一致' }),
    field.select('risk', '专题风险等级', FUND_RISK_LEVELS, { required: true, inList: true, hint: '只能选择与专题风险等级相同的基金；未评估的专题只能选未评估的基金' }),
    field.refList('funds', '相关基金', 'funds', {
      min: 1,
      max: 3,
      inList: true,
      filterFrom: { risk: 'risk' },
      filterMessage: '基金风险等级与专题不一致，请重新选择',
      hint: '先选专题风险等级，再从基金库选择同等级的基金',
      itemFields: [field.text('reason', '推荐理由', { maxLength: 20 })],
    }),
  ],
  // One fund list per subject is live: a second would leave the app to choose.
  uniqueWhileLive: { fields: ['subject'], message: '该专题已有上线的相关基金，请先下架' },
  seed: [
    {
      status: 'published',
      offsetMinutes: -2880,
      operator: '陈浩然',
      values: { subject: 'AI 算力', risk: 'LV5', funds: fundsInOrder({ id: '12', reason: '一站布局海外科技龙头' }, { id: '9', reason: '聚焦中国科技新经济' }) },
    },
    {
      status: 'published',
      offsetMinutes: -1440,
      operator: '王晓雯',
      values: {
        subject: '高股息红利',
        risk: 'LV4',
        funds: fundsInOrder({ id: '8', reason: '港股高息龙头' }, { id: '10', reason: '低费率配置恒指' }, { id: '11', reason: '美股核心资产' }),
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 1440,
      operator: '李思琪',
      values: { subject: '稳健收益', risk: 'LV2', funds: fundsInOrder({ id: '3', reason: '全球投资级债券' }, { id: '5', reason: '短债打底' }) },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '王晓雯',
      values: { subject: '亚洲高息', risk: 'LV3', funds: fundsInOrder({ id: '4', reason: '每月派息' }, { id: '7', reason: '跨资产分散' }) },
    },
  ],
});
