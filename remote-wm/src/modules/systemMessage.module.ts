/** 理财 App 系统消息. At most three pre-published, one published at a time: sharedBases/systemMessage. */
import { defineModule, systemMessageBase, systemMessageScopes } from 'shared-ui/contract';

export const systemMessage = defineModule({
  ...systemMessageBase,
  area: 'wm',
  name: 'systemMessage',
  title: '系统消息',
  scope: systemMessageScopes.wm,
  seed: [
    {
      status: 'published',
      offsetMinutes: -1440,
      operator: '陈浩然',
      values: { title: '基金交易时间调整通知', content: '自 2026 年 12 月 1 日起，港币及美元货币基金的当日申购截止时间调整为 15:00，之后提交的申请将于下一交易日处理。' },
    },
    {
      status: 'prepublished',
      offsetMinutes: 2880,
      operator: '李思琪',
      values: { title: '圣诞及元旦假期服务安排', content: '12 月 25 日、26 日及 2027 年 1 月 1 日香港公众假期期间暂停基金交易，在线客服照常服务。' },
    },
    {
      status: 'prepublished',
      offsetMinutes: 8640,
      operator: '李思琪',
      values: { title: '风险测评有效期提醒', content: '您的风险承受能力测评将于 30 天内到期，请及时重新测评，以免影响高风险产品的申购。' },
    },
    {
      status: 'history',
      offsetMinutes: -20160,
      operator: '王晓雯',
      values: { title: 'App 6.8 版本更新说明', content: '新增基金对比与持仓收益曲线，优化定投计划设置流程，修复部分机型夜间模式显示异常。' },
    },
  ],
});
