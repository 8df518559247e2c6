/** 证券 App 系统消息. At most three pre-published, one published at a time: sharedBases/systemMessage. */
import { defineModule, systemMessageBase, systemMessageScopes } from 'shared-ui/contract';

export const systemMessage = defineModule({
  ...systemMessageBase,
  area: 'br',
  name: 'systemMessage',
  title: '系统消息',
  scope: systemMessageScopes.br,
  seed: [
    { status: 'draft', values: { title: '2027 年港股交易日历已更新', content: '2027 年香港交易所交易日历已发布，可在「行情-市场日历」中查看休市及半日市安排。' } },
    {
      status: 'published',
      offsetMinutes: -300,
      operator: '张子健',
      values: { title: '美股感恩节休市安排', content: '11 月 26 日（周四）美股休市；11 月 27 日（周五）提前收市，收市时间为北京时间 11 月 28 日凌晨 2:00。' },
    },
    {
      status: 'prepublished',
      offsetMinutes: 4320,
      operator: '周婉婷',
      values: { title: '港股圣诞节半日市安排', content: '12 月 24 日港股半日市，交易时段为 09:30–12:00，当日无收市竞价；12 月 25 日休市。' },
    },
    {
      status: 'history',
      offsetMinutes: -14400,
      operator: '刘嘉欣',
      values: { title: '交易密码安全升级', content: '为保障账户安全，交易密码长度要求已调整为 6–16 位，建议您尽快更新为包含字母与数字的组合。' },
    },
  ],
});
