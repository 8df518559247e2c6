/**
 * 理财 App 临时公告 (spec §3 "Temporary announcement"), base operation/notices/wm/temp/. Only the wealth app has it,
 * so it needs no scope. It runs for a stated period that publishing sets (spec modules §3: "on publish, start_time
 * and end_time"): pre-publishing asks no times and the entry waits with none; 发布 asks the start and the end.
 */
import { APPLICABLE_CROWD, defineModule, field } from 'shared-ui/contract';

export const announcement = defineModule({
  area: 'wm',
  name: 'announcement',
  title: '临时公告',
  description: '首页顶部的临时公告，在开始与结束时间之间向目标用户展示',
  apiBase: 'operation/notices/wm/temp/',
  schedule: 'start_end',
  scheduleSetAt: 'publish',
  fields: [
    field.text('title', '公告标题', { required: true, lengthHint: 34, maxLength: 60, inList: true }),
    field.select('target_user', '目标用户', APPLICABLE_CROWD, { required: true, defaultValue: 0, inList: true }),
    field.textarea('content', '公告内容', { required: true, maxLength: 500, inList: true }),
  ],
  seed: [
    {
      status: 'draft',
      values: { title: '2027 年元旦假期交易安排', target_user: 0, content: '2027 年 1 月 1 日（周五）香港公众假期，基金交易暂停一天，1 月 4 日（周一）恢复正常。' },
    },
    {
      // Waits with no times: they are set on publish.
      status: 'prepublished',
      operator: '李思琪',
      values: { title: '系统升级公告', target_user: 2, content: '为提升服务质量，我们将于 11 月 29 日 00:00–06:00 进行系统升级，期间暂停申购、赎回及转换服务，给您带来不便敬请谅解。' },
    },
    {
      status: 'published',
      offsetMinutes: -60,
      operator: '陈浩然',
      values: { title: '圣诞节假期基金交易安排', target_user: 2, content: '12 月 24 日香港市场半日市，当日基金申购截止时间提前至 11:00；12 月 25 日及 26 日暂停交易。' },
    },
    {
      status: 'history',
      offsetMinutes: -10080,
      operator: '王晓雯',
      values: { title: '双十一活动奖励发放完毕', target_user: 1, content: '双十一理财节活动奖励已于 11 月 15 日全部发放至参与用户账户，请在「我的-卡券」中查看。' },
    },
  ],
});
