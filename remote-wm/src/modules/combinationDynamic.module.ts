/**
 * 理财 App 首页组合动态 (combinationDynamic): what the house's model portfolios just did — a short note from the
 * portfolio team and the funds moved, each marked 调入 / 调出 / 加仓 / 减仓. Home common topic: homeTopics.ts.
 */
import { field } from 'shared-ui/contract';
import { homeTopic } from './homeTopics';

const MOVES = [
  { value: 'in', label: '调入' },
  { value: 'out', label: '调出' },
  { value: 'add', label: '加仓' },
  { value: 'reduce', label: '减仓' },
] as const;
const PORTFOLIOS = [
  { value: 'steady', label: '稳健理财组合' },
  { value: 'balanced', label: '均衡配置组合' },
  { value: 'growth', label: '积极成长组合' },
] as const;

const moved = (...items: readonly (readonly [id: string, move: string])[]) => items.map(([id, move], i) => ({ id, position: i + 1, move }));

export const combinationDynamic = homeTopic({
  name: 'combinationDynamic',
  title: '组合动态',
  description: '首页「组合动态」：模型组合的调仓说明与调整的基金；最多同时上线 20 条',
  topicType: 'combination',
  fields: [
    field.select('portfolio', '组合', PORTFOLIOS, { required: true, inList: true }),
    field.text('title', '动态标题', { required: true, maxLength: 30, inList: true }),
    field.textarea('summary', '调仓说明', { required: true, maxLength: 200, hint: '投顾团队的调仓理由' }),
    field.refList('funds', '调整基金', 'funds', {
      min: 1,
      max: 5,
      hint: '本次调整涉及的基金',
      itemFields: [field.radio('move', '调整方向', MOVES, { required: true, defaultValue: 'in' })],
    }),
  ],
  seed: [
    {
      status: 'published',
      offsetMinutes: -1440,
      operator: '陈浩然',
      values: {
        portfolio: 'steady',
        title: '稳健理财组合：加仓短债，降低权益波动',
        summary: '美债收益率高位震荡，组合将部分混合型基金仓位转入短久期债券，控制回撤的同时保留票息收益。',
        funds: moved(['5', 'add'], ['6', 'reduce']),
        show_time: '2026-11-22 15:00:00',
      },
    },
    {
      status: 'published',
      offsetMinutes: -7200,
      operator: '王晓雯',
      values: {
        portfolio: 'growth',
        title: '积极成长组合：调入全球科技 QDII',
        summary: 'AI 资本开支周期延续，调入全球科技主题基金，调出部分港股宽基，提升组合的科技成长暴露。',
        funds: moved(['12', 'in'], ['10', 'out']),
        show_time: '2026-11-18 15:00:00',
      },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '李思琪',
      values: {
        portfolio: 'balanced',
        title: '均衡配置组合：年末再平衡',
        summary: '股债比例偏离目标 5% 以上，按季度纪律再平衡：减仓港股高股息，加仓投资级债券。',
        funds: moved(['8', 'reduce'], ['3', 'add']),
        show_time: '2026-11-25 15:00:00',
      },
    },
    {
      status: 'history',
      offsetMinutes: -30240,
      operator: '陈浩然',
      values: {
        portfolio: 'steady',
        title: '稳健理财组合：调入美元货币基金',
        summary: '美元利率维持高位，调入美元货币基金作为流动性管理工具，替换部分港元现金。',
        funds: moved(['1', 'in'], ['2', 'out']),
        show_time: '2026-10-28 15:00:00',
      },
    },
  ],
});
